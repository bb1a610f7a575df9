import { getPushKey, registerPushId } from '@renderer/lib/api/push-calls';
import { log } from '@renderer/lib/log';
import { SERVICE_WORKER_URL } from './push-support';

export type SubscribeOutcome = { ok: true } | { ok: false; result: number };

/** Any failure without a result of the backend's is shown with this one (the spec's generic "other error"). */
export const PUSH_FAILED_RESULT = 9;

const applicationServerKey = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** Part 2 §7: subscribes this browser (or reuses its subscription) and gives it to the hotel with `regpushid`. */
export async function subscribeForPush(token: string, deviceId: string, container: ServiceWorkerContainer = navigator.serviceWorker): Promise<SubscribeOutcome> {
  try {
    const registration = (await container.getRegistration(SERVICE_WORKER_URL)) ?? (await container.register(SERVICE_WORKER_URL, { scope: '/' }));
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey((await getPushKey()).publicKey) }));
    const answer = await registerPushId({ token, deviceId, pushId: JSON.stringify(subscription) });
    return answer.result === 0 ? { ok: true } : { ok: false, result: answer.result };
  } catch (error) {
    log('warn', 'push subscription failed', error);
    return { ok: false, result: PUSH_FAILED_RESULT };
  }
}
