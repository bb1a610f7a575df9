import { lazy } from 'react';

export { noteActivity, onActivity } from './activity';
export { useClockStore, registerClock } from './clock-store';

export const loadScreensaverRoute = () => import('./screensaver-route').then((m) => ({ Component: m.ScreensaverRoute }));
/** Tablets only: the idle timers load with the tablet layout, never on phones. */
export const LazyIdleWatcher = lazy(() => import('./idle-watcher').then((m) => ({ default: m.IdleWatcher })));
