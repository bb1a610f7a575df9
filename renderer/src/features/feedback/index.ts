import { withFeatureTexts } from '@renderer/lib/i18n';
export const loadFeedbackRoute = withFeatureTexts(() => import('./feedback-route').then((m) => ({ Component: m.FeedbackRoute })));
