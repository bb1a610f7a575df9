import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';

/** Ours: the demo's online check-in page, where `getCheckinURL` leads. */
export const CHECKIN_ROUTE = '/checkin/:tag';

export const loadCheckinRoute = withFeatureTexts(() => import('./checkin-route').then((m) => ({ Component: m.CheckinRoute })));

/** A page opened with the `checkInUrl` query fetches the check-in address and goes there. */
export const LazyCheckinRedirect = lazy(withFeatureTexts(() => import('./checkin-redirect').then((m) => ({ default: m.CheckinRedirect }))));
