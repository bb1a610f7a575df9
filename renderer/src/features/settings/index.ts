import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadSettingsRoute = withFeatureTexts(() => import('./settings-route').then((m) => ({ Component: m.SettingsRoute })));
