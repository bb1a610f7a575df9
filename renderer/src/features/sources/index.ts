import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadSourcesRoute = withFeatureTexts(() => import('./sources-route').then((m) => ({ Component: m.SourcesRoute })));
