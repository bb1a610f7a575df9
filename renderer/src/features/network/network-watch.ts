import { TOAST_MS } from '@common/spec';
import { setRequestHooks } from '@renderer/lib/api';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { showToast, trackRequest } from '@renderer/features/overlays';
import { createOfflineQueue } from './offline-queue';

export interface NetworkOptions {
  /** Config `disableNetworkAlert`: no alert on loss. */
  alertDisabled: () => boolean;
  /** What "a refresh" means after deferred calls ran: the app reloads its content. */
  refresh: () => void | Promise<void>;
}

/** Wires the api client to the network state: deferral while offline, the loader, and the spec's alerts. */
export function watchNetwork({ alertDisabled, refresh }: NetworkOptions): () => void {
  const queue = createOfflineQueue(() => navigator.onLine, refresh);
  setRequestHooks({ beforeSend: queue.whenOnline, onStart: (url) => trackRequest(url) });

  const onOffline = () => {
    log('warn', 'connection lost');
    // The spec's alert 'no_internet_connection' is the dictionary key shell.noInternet.
    if (!alertDisabled()) showToast(translate('shell.noInternet'), { type: 'error', ms: TOAST_MS });
  };
  const onOnline = () => {
    log('info', 'connection restored');
    showToast(translate('shell.internetRestored'));
    void queue.reconnected();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    setRequestHooks({});
  };
}
