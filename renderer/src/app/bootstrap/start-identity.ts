import type { HotelConfig } from '../../../../common/api';
import { refreshOnFocus, resolveGuestType, runLinkLogin, useGuestStore } from '../../features/auth';
import { reportInvalidDefaultLanguage, setManualLanguageSetter } from '../../features/language';
import { loginThisRoom, useDeviceStore } from '../../features/room';
import { loadRemoteDebugScript } from '../../features/service-codes';
import { log } from '../../lib/log';
import type { PlatformApi } from '../../platform';

/** Who is using the app: guest type rules, login by link, the focus check, and the installer's remote debug. */
export function startIdentity(platform: PlatformApi, config: HotelConfig, hotelId: number): void {
  const { guest, setGuest } = useGuestStore.getState();
  setManualLanguageSetter((code) => useGuestStore.getState().setGuest({ manualSelectedLanguage: code }));
  reportInvalidDefaultLanguage(config);
  loadRemoteDebugScript(config.remoteDebugUrl, config.allowedFrameOrigins);

  const guestType = resolveGuestType(config.guestTypes ?? [], guest.guestType);
  if (guestType !== guest.guestType) setGuest({ guestType });

  if (!useDeviceStore.getState().registration) {
    runLinkLogin(platform, hotelId).catch((error: unknown) => log('warn', 'link login failed', error));
  }

  const onFocus = () => {
    const registration = useDeviceStore.getState().registration;
    void refreshOnFocus(registration ? () => loginThisRoom(platform, registration) : null);
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && onFocus());
}
