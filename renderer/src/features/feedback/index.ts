import { withFeatureTexts } from '../../lib/i18n';
export const loadFeedbackRoute = withFeatureTexts(() => import('./feedback-route').then((m) => ({ Component: m.FeedbackRoute })));
