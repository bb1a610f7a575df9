import { useEffect } from 'react';
import { log } from '@renderer/lib/log';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { ErrorPage } from './error-page';
import { reportError } from './report-error-lazy';

/** One decision per error object, so a repeated render does not consume the 60 s guard again. */
const decided = new WeakMap<object, boolean>();

function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as object;
  if (!decided.has(key)) decided.set(key, reloadAfterChunkError());
  return decided.get(key) === true;
}

export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const reloading = reloadsFor(error);
  useEffect(() => {
    log('error', 'route error', error);
    if (!reloading) void reportError(error);
  }, [error, reloading]);
  if (reloading) return null;
  return <ErrorPage offline={chunk && !navigator.onLine} />;
}
