import { withFeatureTexts } from '@renderer/lib/i18n';

/** The room assistant: the screen, its search library, stemmers and index all load with the route, never before. */
export const loadAssistantRoute = withFeatureTexts(() => import('./assistant-route').then((m) => ({ Component: m.AssistantRoute })));
