import { checkAuth } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { useAuthStore } from './auth-store';
import { logout } from './session';

const INVALID_TOKEN = 3;

import { focusSteps, runSteps } from './focus-steps';

export { registerFocusStep } from './focus-steps';

/** An operator checkout revokes the token: the next focus finds out and wipes the guest. */
export async function checkStoredAuth(): Promise<boolean> {
  const { token } = useAuthStore.getState();
  if (!token) return false;
  try {
    const { result } = await checkAuth(token);
    if (result === INVALID_TOKEN) {
      log('info', 'stored login is no longer valid: logging out');
      await logout();
      return false;
    }
  } catch (error) {
    log('warn', 'auth check failed; keeping the login until the backend answers', error);
  }
  return true;
}

/** Part 1 §4 window focus: read messages, then log in within the room or check auth and fetch orders. */
export async function refreshOnFocus(roomLogin: (() => Promise<boolean>) | null): Promise<void> {
  try {
    await runSteps(focusSteps().messages);
    if (roomLogin && useAuthStore.getState().authType !== 'web') {
      await roomLogin();
      return;
    }
    if (await checkStoredAuth()) await runSteps(focusSteps().orders);
  } catch (error) {
    log('error', 'focus refresh failed', error);
  }
}
