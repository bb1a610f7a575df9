import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBackend } from '@renderer/test/stub-backend';
import { pushRoute } from './push-route';
import { subscribeForPush } from './subscribe-push';

afterEach(() => vi.unstubAllGlobals());

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) } };

/** A browser's service worker container with a push manager that records what it was asked. */
function fakeContainer(existing: object | null = null) {
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription, ...subscription }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => existing), subscribe } };
  return {
    container: { getRegistration: vi.fn(async () => undefined), register: vi.fn(async () => registration) } as unknown as ServiceWorkerContainer,
    subscribe,
  };
}

describe('push routes', () => {
  it("follows the push's do: login, im, feedback, else home", () => {
    expect(['login', 'im', 'feedback', 'other', undefined].map(pushRoute)).toEqual(['/profile', '/messages', '/feedback', '/', '/']);
  });
});

describe('subscribing for push', () => {
  it('subscribes with the VAPID key and sends the whole subscription as pushId', async () => {
    const api = stubBackend({ '/api/pushKey': () => ({ publicKey: 'AQID' }), '/api/regpushid': () => ({ result: 0 }) });
    const { container, subscribe } = fakeContainer();
    expect(await subscribeForPush('guest-token', 'device-1', container)).toEqual({ ok: true });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    const body = api.called('/api/regpushid')[0]?.body;
    expect(body).toMatchObject({ token: 'guest-token', deviceId: 'device-1' });
    expect(JSON.parse(String(body?.pushId))).toEqual(subscription);
  });

  it('reuses an existing subscription without asking the push service again', async () => {
    stubBackend({ '/api/regpushid': () => ({ result: 0 }) });
    const { container, subscribe } = fakeContainer(subscription);
    expect(await subscribeForPush('t', 'd', container)).toEqual({ ok: true });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("answers the backend's result when it refuses, and 9 when the browser fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubBackend({ '/api/pushKey': () => ({ publicKey: 'AQID' }), '/api/regpushid': () => ({ result: 3 }) });
    expect(await subscribeForPush('t', 'd', fakeContainer().container)).toEqual({ ok: false, result: 3 });
    const broken = { getRegistration: vi.fn(async () => { throw new DOMException('no', 'NotAllowedError'); }) } as unknown as ServiceWorkerContainer;
    expect(await subscribeForPush('t', 'd', broken)).toEqual({ ok: false, result: 9 });
  });
});
