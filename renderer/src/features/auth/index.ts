export { useAuthStore, useIsLoggedIn, type AuthRecord, type AuthType } from './auth-store';
export { useGuestStore, type Guest } from './guest-store';
export { applyRoomLogin, logout } from './session';

export const loadProfileRoute = () => import('./profile-route').then((m) => ({ Component: m.ProfileRoute }));
