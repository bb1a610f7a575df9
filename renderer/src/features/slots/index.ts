export const loadSlotsRoute = () => import('./slots-route').then((m) => ({ Component: m.SlotsRoute }));
