import type { PushPayload } from '@common/api';
import { PUSH_DISPLAY_MS } from '@common/spec';
import { useAuthStore } from '@renderer/features/auth';
import { showToast } from '@renderer/features/overlays';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { PUSH_MESSAGE_TYPE } from './push-route';
import { pushSupported, SERVICE_WORKER_URL } from './push-support';
import { subscribeForPush, type SubscribeOutcome } from './subscribe-push';

const deviceId = (): string => useAuthStore.getState().deviceId ?? 'web';

function report(outcome: SubscribeOutcome): SubscribeOutcome {
  if (!outcome.ok) showToast(translate('push.error', { result: outcome.result }), { type: 'error' });
  return outcome;
}

/** Asked from a button (a browser asks for permission only after a person's gesture); subscribes when allowed. */
export async function enablePush(): Promise<SubscribeOutcome | 'denied'> {
  const token = useAuthStore.getState().token;
  if (!token || !pushSupported()) return 'denied';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  return report(await subscribeForPush(token, deviceId()));
}

/**
 * Part 1 §4: push initialises when a token appears (with permission already given, silently). A push that arrives
 * while the app is open is a toast for 5000 ms.
 */
export function startPush(): () => void {
  if (!pushSupported()) return () => {};
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => log('warn', 'service worker not registered', error));
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; payload?: PushPayload } | null;
    if (data?.type !== PUSH_MESSAGE_TYPE || !data.payload) return;
    showToast(`${data.payload.title}: ${data.payload.body}`, { type: 'info', ms: PUSH_DISPLAY_MS });
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  const subscribe = async () => {
    const token = useAuthStore.getState().token;
    if (token && Notification.permission === 'granted') report(await subscribeForPush(token, deviceId()));
  };
  const off = useAuthStore.subscribe((state, previous) => state.token !== previous.token && void subscribe());
  void subscribe();
  return () => {
    off();
    navigator.serviceWorker.removeEventListener('message', onMessage);
  };
}
