import { withFeatureTexts } from '@renderer/lib/i18n';
export { useAuthStore, useIsLoggedIn, type AuthRecord, type AuthType } from './auth-store';
export { useGuestStore, type Guest, type TemperatureScale } from './guest-store';
export { applyRoomLogin, logout } from './session';
export { resolveGuestType, methodsForGuestType, GUEST_TYPE_LABEL } from './guest-type';
export { formatGreeting } from './greeting';
export { useUnreadMessages } from './unread-messages';
export { LoginRequired } from './login-required';
export { registerFocusStep } from './focus-steps';

/** Login by link and the focus refresh run after the first paint, from their own chunk. */
export const loadStartupLogin = () => import('./startup-login');

export const loadProfileRoute = withFeatureTexts(() => import('./profile-route').then((m) => ({ Component: m.ProfileRoute })));
