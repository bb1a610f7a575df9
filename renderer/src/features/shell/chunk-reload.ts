import { CHUNK_RELOAD_GUARD_MS } from '@common/spec';

const GUARD_KEY = 'stay.chunkReloadAt';

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(error.message);

/** A new deploy removes old chunks: reload once to get the new entry, at most once per 60 s. */
export function reloadAfterChunkError(now = Date.now(), reload = () => location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
