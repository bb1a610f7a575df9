import { checkAuth } from '../../lib/api';
import { log } from '../../lib/log';
import { useAuthStore } from './auth-store';
import { logout } from './session';

type Step = () => Promise<unknown> | void;

const INVALID_TOKEN = 3;

/**
 * Part 1 §4 window focus: read messages, then log in within the room or check auth and fetch orders.
 * The messages and orders features plug their step in here; until they exist the steps are empty.
 */
const steps: { messages: Step[]; orders: Step[] } = { messages: [], orders: [] };

export function registerFocusStep(kind: 'messages' | 'orders', step: Step): () => void {
  steps[kind].push(step);
  return () => {
    steps[kind] = steps[kind].filter((s) => s !== step);
  };
}

const run = async (list: Step[]) => {
  for (const step of list) await step();
};

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

export async function refreshOnFocus(roomLogin: (() => Promise<boolean>) | null): Promise<void> {
  try {
    await run(steps.messages);
    if (roomLogin && useAuthStore.getState().authType !== 'web') {
      await roomLogin();
      return;
    }
    if (await checkStoredAuth()) await run(steps.orders);
  } catch (error) {
    log('error', 'focus refresh failed', error);
  }
}
