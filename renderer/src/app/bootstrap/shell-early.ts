import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { watchNetwork } from '@renderer/features/network';
import { reportError } from '@renderer/features/shell';
import { log } from '@renderer/lib/log';

let started = false;

/** Before the first call: offline deferral, the loader and error reporting (chunk failures reach RouteError). */
export function startShellEarly(): void {
  if (started) return;
  started = true;
  watchNetwork({
    alertDisabled: () => useHotelStore.getState().config?.disableNetworkAlert === true,
    refresh: () => {
      const uid = useContentStore.getState().uid;
      return uid
        ? import('./content-freshness')
            .then((m) => m.reloadContent(uid))
            .catch((error: unknown) => log('warn', 'refresh after reconnect failed', error))
        : undefined;
    },
  });
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason));
}
