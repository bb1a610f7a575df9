import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadWelcomeRoute = withFeatureTexts(() => import('./welcome-route').then((m) => ({ Component: m.WelcomeRoute })));
