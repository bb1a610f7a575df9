import { withFeatureTexts } from '@renderer/lib/i18n';
export const loadLoyaltyRoute = withFeatureTexts(() => import('./loyalty-home-route').then((m) => ({ Component: m.LoyaltyRoute })));
export const loadLoyaltyLoginRoute = withFeatureTexts(() => import('./loyalty-form-routes').then((m) => ({ Component: m.LoyaltyLoginRoute })));
export const loadLoyaltyRegisterRoute = withFeatureTexts(() => import('./loyalty-form-routes').then((m) => ({ Component: m.LoyaltyRegisterRoute })));
export const loadLoyaltyCardRoute = withFeatureTexts(() => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyCardRoute })));
export const loadLoyaltyQrRoute = withFeatureTexts(() => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyQrRoute })));
export const loadLoyaltyProgressRoute = withFeatureTexts(() => import('./loyalty-card-routes').then((m) => ({ Component: m.LoyaltyProgressRoute })));
