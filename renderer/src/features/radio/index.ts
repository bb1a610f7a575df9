import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadRadioRoute = withFeatureTexts(() => import('./radio-route').then((m) => ({ Component: m.RadioRoute })));
