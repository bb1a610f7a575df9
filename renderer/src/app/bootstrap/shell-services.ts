import type { HotelConfig } from '../../../../common/api';
import { contentImages, loadPageRoute, preloadContentImages, useContentStore } from '../../features/content';
import { registerClock } from '../../features/idle';
import { watchNetwork } from '../../features/network';
import { reportError } from '../../features/shell';
import { useHotelStore } from '../../features/hotel';
import { mediaUrl } from '../../lib/api';
import { log } from '../../lib/log';
import { scheduler } from '../../lib/scheduler';
import type { DeviceMode } from '../../platform';
import { checkContentHash, reloadContent, watchContentFreshness } from './content-freshness';
import { applyCustomStyles } from './custom-styles';
import { prefetchRoutes } from './prefetch';

let started = false;

/** Before the first call: offline deferral, the loader and error reporting (chunk failures reach RouteError). */
export function startShellEarly(): void {
  if (started) return;
  started = true;
  watchNetwork({
    alertDisabled: () => useHotelStore.getState().config?.disableNetworkAlert === true,
    refresh: () => {
      const uid = useContentStore.getState().uid;
      return uid ? reloadContent(uid).catch((error: unknown) => log('warn', 'refresh after reconnect failed', error)) : undefined;
    },
  });
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason));
}

/** Once the app is ready: workers by device mode, content freshness, styling, preloading and prefetch. */
export function startShellServices(hotel: string, config: HotelConfig, uid: string, mode: DeviceMode): void {
  scheduler.setMode(mode);
  registerClock();
  watchContentFreshness(uid);
  void checkContentHash(uid, () => undefined).catch((error: unknown) => log('warn', 'content hash not read', error));
  void applyCustomStyles(hotel, config.cssVarsAvailable !== false);
  const structure = useContentStore.getState().structure;
  if (config.preloadImages && mode !== 'phone' && structure) {
    const urls = contentImages(structure).flatMap((src) => mediaUrl(src, uid) ?? []);
    void preloadContentImages(urls);
  }
  prefetchRoutes([loadPageRoute]);
}
