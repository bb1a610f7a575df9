export const loadDevicePage = () => import('./device-page').then((m) => ({ Component: m.DevicePage }));
export const loadDiagnosticsPage = () => import('./diagnostics-page').then((m) => ({ Component: m.DiagnosticsPage }));
export const loadLogPage = () => import('./log-page').then((m) => ({ Component: m.LogPage }));
