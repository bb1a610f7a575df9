import { useContentStore } from '@renderer/features/content';
import { fetchChannels, fetchEpg, fetchIconList, fetchRadioList } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';

/** Channels, radio, TV guide and icons never hold up the first paint; a failure only logs. */
export function loadMedia(uid: string, iconLibrary: string | undefined): void {
  const { setMedia } = useContentStore.getState();
  const soft = <T>(what: string, promise: Promise<T>, apply: (value: T) => void) =>
    void promise.then(apply, (error: unknown) => log('warn', `${what} not loaded`, error));
  soft('channels', fetchChannels(uid), (channels) => setMedia({ channels }));
  soft('radio list', fetchRadioList(uid), (radio) => setMedia({ radio }));
  soft('tv guide', fetchEpg(uid), (epg) => setMedia({ epg }));
  if (iconLibrary) soft('icon list', fetchIconList(uid), (icons) => setMedia({ icons }));
}
