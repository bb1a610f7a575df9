export const loadFeedbackRoute = () => import('./feedback-route').then((m) => ({ Component: m.FeedbackRoute }));
