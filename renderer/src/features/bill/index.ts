import { lazy } from 'react';
import { withFeatureTexts } from '@renderer/lib/i18n';
export const loadBillRoute = withFeatureTexts(() => import('./bill-route').then((m) => ({ Component: m.BillRoute })));
/** The bill's latest lines and balance, for the assistant's answer about it. */
export const LazyBillSummary = lazy(withFeatureTexts(() => import('./bill-summary').then((m) => ({ default: m.BillSummary }))));
