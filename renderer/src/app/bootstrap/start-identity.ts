import type { HotelConfig } from '@common/api';
import { loadStartupLogin, resolveGuestType, useGuestStore } from '@renderer/features/auth';
import { loadDefaultLanguageCheck, setManualLanguageSetter } from '@renderer/features/language';
import { loginThisRoom, useDeviceStore } from '@renderer/features/room';
import { loadRemoteDebug } from '@renderer/features/service-codes';
import { log } from '@renderer/lib/log';
import type { PlatformApi } from '@renderer/platform';

/** Who is using the app: guest type rules, login by link, the focus check, and the installer's remote debug. */
export function startIdentity(platform: PlatformApi, config: HotelConfig, hotelId: number): void {
  const { guest, setGuest } = useGuestStore.getState();
  setManualLanguageSetter((code) => useGuestStore.getState().setGuest({ manualSelectedLanguage: code }));
  void loadDefaultLanguageCheck().then(
    (m) => m.reportInvalidDefaultLanguage(config),
    (error: unknown) => log('warn', 'default language check not loaded', error),
  );
  void loadRemoteDebug().then(
    (m) => m.loadRemoteDebugScript(config.remoteDebugUrl, config.allowedFrameOrigins),
    (error: unknown) => log('warn', 'remote debug not loaded', error),
  );

  const guestType = resolveGuestType(config.guestTypes ?? [], guest.guestType);
  if (guestType !== guest.guestType) setGuest({ guestType });

  if (!useDeviceStore.getState().registration) {
    loadStartupLogin()
      .then((m) => m.runLinkLogin(platform, hotelId))
      .catch((error: unknown) => log('warn', 'link login failed', error));
  }

  const onFocus = () => {
    const registration = useDeviceStore.getState().registration;
    loadStartupLogin().then(
      (m) => m.refreshOnFocus(registration ? () => loginThisRoom(platform, registration) : null),
      (error: unknown) => log('warn', 'focus refresh not loaded', error),
    );
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && onFocus());
}
