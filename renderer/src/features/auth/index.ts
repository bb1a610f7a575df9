export { useAuthStore, useIsLoggedIn, type AuthRecord, type AuthType } from './auth-store';
export { useGuestStore, type Guest, type TemperatureScale } from './guest-store';
export { applyRoomLogin, applyWebLogin, logout } from './session';
export { resolveGuestType, methodsForGuestType, firstPaymentMethod, baseGuestType } from './guest-type';
export { formatGreeting } from './greeting';
export { registerFocusStep, refreshOnFocus, checkStoredAuth } from './focus-refresh';
export { runLinkLogin } from './run-link-login';

export const loadProfileRoute = () => import('./profile-route').then((m) => ({ Component: m.ProfileRoute }));
