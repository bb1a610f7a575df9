import type { HotelConfig } from '@common/api';
import { customHotelFromHost } from '@common/api';
import { loadImagePreloader, loadPageRoute, useContentStore } from '@renderer/features/content';
import { registerClock } from '@renderer/features/idle';
import { initRoomControlWhenRoomAppears } from '@renderer/features/room-control';
import { mediaUrl } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import type { DeviceMode } from '@renderer/platform';
import { checkContentHash, watchContentFreshness } from './content-freshness';
import { applyCustomStyles } from './custom-styles';
import { prefetchRoutes } from './prefetch';

/** Once the app is ready (the scheduler already knows the mode): the clock, room control's init, content freshness, styling, preloading and prefetch. */
export function startShellServices(hotel: string, config: HotelConfig, uid: string, mode: DeviceMode): void {
  registerClock();
  if (mode !== 'phone') initRoomControlWhenRoomAppears();
  watchContentFreshness(uid);
  void checkContentHash(uid, () => undefined).catch((error: unknown) => log('warn', 'content hash not read', error));
  void applyCustomStyles(hotel, config.cssVarsAvailable !== false, customHotelFromHost(location.host));
  const structure = useContentStore.getState().structure;
  if (config.preloadImages && mode !== 'phone' && structure) {
    void loadImagePreloader().then(
      ({ contentImages, preloadContentImages }) => preloadContentImages(contentImages(structure).flatMap((src) => mediaUrl(src, uid) ?? [])),
      (error: unknown) => log('warn', 'image preloader not loaded', error),
    );
  }
  prefetchRoutes([loadPageRoute]);
}
