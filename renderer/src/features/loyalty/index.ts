export const loadLoyaltyRoute = () => import('./loyalty-home-route').then((m) => ({ Component: m.LoyaltyRoute }));
export const loadLoyaltyLoginRoute = () => import('./loyalty-form-routes').then((m) => ({ Component: m.LoyaltyLoginRoute }));
export const loadLoyaltyRegisterRoute = () => import('./loyalty-form-routes').then((m) => ({ Component: m.LoyaltyRegisterRoute }));
export const loadLoyaltyCardRoute = () => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyCardRoute }));
export const loadLoyaltyQrRoute = () => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyQrRoute }));
export const loadLoyaltyProgressRoute = () => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyProgressRoute }));
