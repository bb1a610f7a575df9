import { withFeatureTexts } from '@renderer/lib/i18n';
export const loadBillRoute = withFeatureTexts(() => import('./bill-route').then((m) => ({ Component: m.BillRoute })));
