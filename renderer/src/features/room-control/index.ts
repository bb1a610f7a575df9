import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

/*
 * Room control (part 2 §3-§9): the rcu page's items, their polling and pushes. Everything loads with the first
 * screen that shows room control; the entry holds only these lazy doors and the in-room init watcher.
 */
export { initRoomControlWhenRoomAppears } from './room-watch';

/** The body of an `rcu` page. */
export const LazyRcuPage = lazy(withFeatureTexts(() => import('./rcu-page').then((m) => ({ default: m.RcuPage }))));

/** The Mini tiles on every screen when the hotel's rcu visibility is 'everywhere'. */
export const LazyRcuStrip = lazy(withFeatureTexts(() => import('./rcu-strip').then((m) => ({ default: m.RcuStrip }))));
