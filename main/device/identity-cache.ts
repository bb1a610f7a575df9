import { IDENTITY_CACHE_MS } from '../../common/spec/timing';

/**
 * Remembers an async answer for `ttlMs`: the identity walks every interface and reads DMI, and status
 * reports ask for it every minute. Concurrent callers share one lookup; a failed lookup is not kept.
 */
export function cacheFor<T>(load: () => Promise<T>, ttlMs = IDENTITY_CACHE_MS, now: () => number = Date.now) {
  let value: { at: number; promise: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return value.promise;
      const entry = { at: now(), promise: load() };
      value = entry;
      entry.promise.catch(() => {
        if (value === entry) value = null;
      });
      return entry.promise;
    },
    clear(): void {
      value = null;
    },
  };
}
