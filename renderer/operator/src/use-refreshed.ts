import { useCallback, useEffect, useRef, useState } from 'react';
import { UnauthorizedError } from './operator-api';

export const REFRESH_MS = 4000;

export interface Refreshed<T> {
  data: T | undefined;
  error: string | undefined;
  reload: () => Promise<void>;
}

/**
 * Loads `load` now, and again every few seconds while the page is visible (and at once when it becomes visible).
 * A refused token goes to `onUnauthorized`; other failures keep the last data and show why.
 */
export function useRefreshed<T>(load: () => Promise<T>, onUnauthorized: () => void, deps: readonly unknown[] = []): Refreshed<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const loadRef = useRef(load);
  const unauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    loadRef.current = load;
    unauthorizedRef.current = onUnauthorized;
  });

  const reload = useCallback(async () => {
    try {
      setData(await loadRef.current());
      setError(undefined);
    } catch (failure) {
      if (failure instanceof UnauthorizedError) unauthorizedRef.current();
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible') {
        void reload();
        timer = setInterval(() => void reload(), REFRESH_MS);
      }
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload, ...deps]);

  return { data, error, reload };
}
