export { PushPrompt } from './push-prompt';

/** Phones in a browser only: the kiosk lives on the real-time channel (Electron has no Push API). */
export const startPush = (): Promise<() => void> => import('./start-push').then((m) => m.startPush());
