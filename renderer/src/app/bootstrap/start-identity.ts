import type { HotelConfig } from '@common/api';
import { loadStartupLogin, resolveGuestType, useGuestStore } from '@renderer/features/auth';
import { loadDefaultLanguageCheck, setManualLanguageSetter } from '@renderer/features/language';
import { loginThisRoom, useDeviceStore } from '@renderer/features/room';
import { loadRemoteDebug } from '@renderer/features/service-codes';
import { loadMobileKeyWatch } from '@renderer/features/mobile-key';
import { loadTagLogin } from '@renderer/features/app-qr';
import { registerEsignCommand } from '@renderer/features/esign';
import { useContentStore } from '@renderer/features/content';
import { log } from '@renderer/lib/log';
import type { PlatformApi } from '@renderer/platform';

/**
 * Who is using the app: guest type rules, login by link or by the guest app's QR code, the focus check, the installer's
 * remote debug, the mobile key and the front desk's signing requests.
 */
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
    loadTagLogin()
      .then((m) => m.runTagLogin(platform, hotelId))
      .catch((error: unknown) => log('warn', 'tag login failed', error));
  }
  void loadMobileKeyWatch().then(
    (m) => m.watchMobileKey(),
    (error: unknown) => log('warn', 'mobile key watch not loaded', error),
  );
  registerEsignCommand({
    inRoom: () => useDeviceStore.getState().mode !== 'phone' && useDeviceStore.getState().registration !== null,
    hasDocument: (id) => useContentStore.getState().index.listItems.get(id)?.item.type === 'esign',
  });

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
