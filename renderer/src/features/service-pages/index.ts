import { withFeatureTexts } from '@renderer/lib/i18n';

export const loadDevicePage = withFeatureTexts(() => import('./device-page').then((m) => ({ Component: m.DevicePage })));
export const loadDiagnosticsPage = withFeatureTexts(() => import('./diagnostics-page').then((m) => ({ Component: m.DiagnosticsPage })));
export const loadLogPage = withFeatureTexts(() => import('./log-page').then((m) => ({ Component: m.LogPage })));
