import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

/*
 * Room control (part 2 §3-§9): the rcu page's items, their polling and pushes. Only lazy chunks reach this index
 * (the page view, the tablet layout, the post-start services): none of it rides in the first screen's chunk.
 */
export { initRoomControlWhenRoomAppears } from './room-watch';

/** The body of an `rcu` page. */
export const LazyRcuPage = lazy(withFeatureTexts(() => import('./rcu-page').then((m) => ({ default: m.RcuPage }))));

/** The Mini tiles on every screen when the hotel's rcu visibility is 'everywhere'. */
export const LazyRcuStrip = lazy(withFeatureTexts(() => import('./rcu-strip').then((m) => ({ default: m.RcuStrip }))));
