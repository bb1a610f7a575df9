import { contentPaths } from '@common/api';
import { CONTENT_UPDATE_CHECK_MS } from '@common/spec';
import { useGuestStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { fetchShopStructure, fetchStructure, isNotFound, request } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { scheduler } from '@renderer/lib/scheduler';
import { readString, writeString } from '@renderer/lib/storage';

const HASH_KEY = 'stay.contentHash';

const fetchContentHash = (uid: string) =>
  request<string>({ base: 'content', path: contentPaths.hash(uid), query: { r: Date.now() }, responseType: 'text' }).then((text) =>
    text.trim(),
  );

/** Part 1 §4: the app reloads when the server's content hash differs from the stored one. */
export async function checkContentHash(uid: string, reload: () => void, fetchHash = fetchContentHash): Promise<boolean> {
  const hash = await fetchHash(uid);
  if (!/^[0-9a-f]{6,128}$/i.test(hash)) return false;
  const stored = readString(HASH_KEY);
  writeString(HASH_KEY, hash);
  if (stored === null || stored === hash) return false;
  reload();
  return true;
}

/** Fetches the structure again for the current language (after groups change, or after offline calls ran). */
export async function reloadContent(uid: string): Promise<void> {
  const lang = useLanguageStore.getState().language;
  const [structure, shop] = await Promise.all([
    fetchStructure(uid, lang),
    fetchShopStructure(uid, lang).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))),
  ]);
  useContentStore.getState().setContent(uid, structure, shop);
}

const groupsKey = (groups: readonly string[] | undefined) => [...(groups ?? [])].sort().join('\n');

/** Part 1 §4: content reloads when the guest's groups change; the tablet checks the hash every 30 minutes. */
export function watchContentFreshness(uid: string, reload: () => void = () => location.reload()): () => void {
  let groups = groupsKey(useGuestStore.getState().guest.groups);
  const offGroups = useGuestStore.subscribe((state) => {
    const next = groupsKey(state.guest.groups);
    if (next === groups) return;
    groups = next;
    reloadContent(uid).catch((error: unknown) => log('warn', 'content reload after a groups change failed', error));
  });
  const offWorker = scheduler.register({
    name: 'content-update',
    intervalMs: CONTENT_UPDATE_CHECK_MS,
    tabletOnly: true,
    run: () => checkContentHash(uid, reload).then(() => undefined),
  });
  return () => {
    offGroups();
    offWorker();
  };
}
