import type { PlatformApi } from '@renderer/platform';
import { useAuthStore } from './auth-store';
import { linkLogin, withoutLinkParams } from './auto-login';

/** Part 1 §5 login by link, read once at startup. A failed link login shows nothing. */
export async function runLinkLogin(platform: PlatformApi, hotelId: number): Promise<boolean> {
  const link = linkLogin(location.search);
  if (!link) return false;
  history.replaceState(history.state, '', withoutLinkParams(location.href));
  if (useAuthStore.getState().authType === 'inRoom') return false;
  const { loginAsGuest } = await import('./web-login-flow');
  const outcome = await loginAsGuest(platform, hotelId, link.type, link.values);
  return outcome.ok;
}
