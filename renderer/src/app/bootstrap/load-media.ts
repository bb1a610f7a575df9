import { loadMediaLists, useContentStore } from '@renderer/features/content';
import { fetchIconList } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import type { DeviceMode } from '@renderer/platform';

/**
 * After the first paint: the icon list when the hotel names an icon library; channels, radio and the TV guide on a
 * tablet or a TV (a phone fetches them only when one of its TV or radio screens asks). A failure only logs.
 */
export function loadMedia(uid: string, iconLibrary: string | undefined, mode: DeviceMode): void {
  if (iconLibrary) {
    fetchIconList(uid).then(
      (icons) => useContentStore.getState().setMedia({ icons }),
      (error: unknown) => log('warn', 'icon list not loaded', error),
    );
  }
  if (mode !== 'phone') void loadMediaLists(uid);
}
