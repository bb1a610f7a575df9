import { fetchChannels, fetchEpg, fetchRadioList } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { useContentStore } from './store';

const loaded = new Map<string, Promise<void>>();

/**
 * TV channels, the radio list and the TV guide of the hotel, fetched once: a tablet or a TV asks for them after its
 * first paint, a phone only when one of its TV or radio screens does. A list that fails only logs, and is tried
 * again on the next call.
 */
export function loadMediaLists(uid: string = useContentStore.getState().uid): Promise<void> {
  const known = loaded.get(uid);
  if (known) return known;
  const { setMedia } = useContentStore.getState();
  let failed = false;
  const soft = <T>(what: string, promise: Promise<T>, apply: (value: T) => void) =>
    promise.then(apply, (error: unknown) => {
      failed = true;
      log('warn', `${what} not loaded`, error);
    });
  const all = Promise.all([
    soft('channels', fetchChannels(uid), (channels) => setMedia({ channels })),
    soft('radio list', fetchRadioList(uid), (radio) => setMedia({ radio })),
    soft('tv guide', fetchEpg(uid), (epg) => setMedia({ epg })),
  ]).then(() => {
    if (failed) loaded.delete(uid);
  });
  loaded.set(uid, all);
  return all;
}
