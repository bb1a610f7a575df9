import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { hotelFromHost, useHotelStore } from '@renderer/features/hotel';
import { LANGUAGE_COOKIE, useLanguageStore } from '@renderer/features/language';
import { loginThisRoom, useDeviceStore } from '@renderer/features/room';
import { reportError, useAppStatus } from '@renderer/features/shell';
import { normalizeError } from '@renderer/lib/api';
import { prefetchDayNames, setLanguage } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { scheduler } from '@renderer/lib/scheduler';
import { readCookie } from '@renderer/lib/storage';
import { setHotelTimeZone } from '@renderer/lib/time/hotel-zone';
import type { HotelConfig } from '@common/api';
import type { DeviceMode, PlatformApi, RoomRegistration } from '@renderer/platform';
import { applyDeviceMode, applyLanguage, applyMeta, applyTheme } from './apply-document';
import { loadBoot } from './load-boot';
import { loadContentWave } from './load-content';
import { startShellEarly } from './shell-early';

export interface StartOptions {
  platform: PlatformApi;
  onUnknownHotel: () => void;
  /** The router's navigate, for commands that arrive from the hotel (goTo, checkout...). */
  navigate: (to: string) => void;
  /** The router's location changes, for page statistics. */
  onNavigation: (listener: (pathname: string) => void) => () => void;
}

/** A registration made for another hotel does not belong to this one. */
const forHotel = (registration: RoomRegistration | null, hotelId: number) =>
  registration && registration.hotelId === hotelId ? registration : null;

/** A missing post-start chunk (offline) costs its services, never the screen that is already up. */
async function startAfterFirstPaint(hotel: string, config: HotelConfig, uid: string, mode: DeviceMode, options: StartOptions, hotelId: number, iconLibrary: string | undefined) {
  try {
    const { startShellServices, startIdentity, startRealtimeServices, loadMedia } = await import('./post-start');
    loadMedia(uid, iconLibrary, mode);
    startShellServices(hotel, config, uid, mode);
    startIdentity(options.platform, config, hotelId);
    startRealtimeServices({ platform: options.platform, mode, navigate: options.navigate, onNavigation: options.onNavigation });
  } catch (error) {
    log('warn', 'post-start services not loaded', error);
  }
}

/** Part 1 §4 startup. Every failure ends on the error page; an unknown hotel on its own page. */
export async function startApp(options: StartOptions): Promise<void> {
  const { platform, onUnknownHotel } = options;
  const { setStatus } = useAppStatus.getState();
  startShellEarly();
  try {
    const hotel = hotelFromHost(location.hostname);
    prefetchDayNames();
    const modePromise = platform.getDeviceMode();
    const boot = await loadBoot(hotel);
    if (!boot) {
      setStatus('unknown-hotel');
      onUnknownHotel();
      return;
    }
    const { config, identity } = boot;
    useHotelStore.getState().setHotel(hotel, config, identity);
    setHotelTimeZone(config.timeZone);
    applyTheme(config.theme);
    applyMeta(config.meta?.title, config.meta?.description, config.noindex);

    const mode = await modePromise;
    useDeviceStore.getState().setMode(mode);
    applyDeviceMode(mode);
    const registrationPromise = mode === 'phone' ? Promise.resolve(null) : platform.getRegistration();

    const { guest } = useGuestStore.getState();
    const wave = await loadContentWave(
      { uid: identity.uid, hotelId: identity.id, config, languages: boot.languages },
      {
        manualLanguage: guest.manualSelectedLanguage,
        guestLanguage: guest.language,
        query: new URLSearchParams(location.search).get('lang'),
        cookie: readCookie(LANGUAGE_COOKIE),
        browserLanguages: navigator.languages,
      },
    );
    useContentStore.getState().setContent(identity.uid, wave.structure, wave.shop);
    useHotelStore.getState().setAdminSettings(wave.adminSettings);
    useLanguageStore.getState().setLanguages(wave.languages);
    useLanguageStore.getState().setLanguage(wave.lang);
    await setLanguage(wave.lang);
    applyLanguage(wave.lang);

    const registration = forHotel(await registrationPromise, identity.id);
    useDeviceStore.getState().setRegistration(registration);
    if (!registration && mode !== 'phone' && useAuthStore.getState().authType === 'inRoom') useAuthStore.getState().reset();
    setStatus('ready');
    scheduler.setMode(mode);
    const iconLibrary = config.icon_library ?? wave.structure.config?.icon_library;
    const afterFirstPaint = startAfterFirstPaint(hotel, config, identity.uid, mode, options, identity.id, iconLibrary);

    if (registration) void loginThisRoom(platform, registration);
    await afterFirstPaint;
  } catch (error) {
    log('error', 'startup failed', error);
    setStatus('error', normalizeError(error));
    void reportError(error);
  }
}
