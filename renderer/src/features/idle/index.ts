export { noteActivity, onActivity } from './activity';
export { createIdleTimers, idleTimeoutMs, type IdleTimers } from './idle-timers';
export { IdleWatcher } from './idle-watcher';
export { useClockStore, registerClock } from './clock-store';

export const loadScreensaverRoute = () => import('./screensaver-route').then((m) => ({ Component: m.ScreensaverRoute }));
