export const loadBillRoute = () => import('./bill-route').then((m) => ({ Component: m.BillRoute }));
