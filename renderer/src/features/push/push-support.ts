/** Web push needs a service worker and the Push API: phones' browsers have them; Electron has no Push API. */
export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

export const SERVICE_WORKER_URL = '/sw.js';
