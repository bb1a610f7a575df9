/// <reference lib="webworker" />
import type { PushPayload } from '@common/api';
import { PUSH_MESSAGE_TYPE, pushRoute } from '../src/features/push/push-route';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const readPayload = (event: PushEvent): PushPayload | null => {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? null;
  } catch {
    return null;
  }
};

/** Part 2 §2: while the app is open a push is a toast there (5000 ms); otherwise a system notification. */
self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: PUSH_MESSAGE_TYPE, payload });
        return;
      }
      await self.registration.showNotification(payload.title, { body: payload.body, data: payload.data, tag: payload.data?.do ?? 'stay' });
    })(),
  );
});

/** A click opens the app where the push's `do` leads, in a window already open if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pushRoute((event.notification.data as PushPayload['data'] | undefined)?.do), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
