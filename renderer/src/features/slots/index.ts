import { withFeatureTexts } from '@renderer/lib/i18n';
export const loadSlotsRoute = withFeatureTexts(() => import('./slots-route').then((m) => ({ Component: m.SlotsRoute })));
