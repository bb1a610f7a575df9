import { UnauthorizedError } from './operator-api';
import type { ConsoleContext } from './console-context';

/** Runs an operator action: success and failure both go to the status line, a refused token to the token form. */
export async function runAction<T>(context: ConsoleContext, action: () => Promise<T>, done: string | ((result: T) => string)): Promise<boolean> {
  try {
    const result = await action();
    context.announce(typeof done === 'string' ? done : done(result));
    return true;
  } catch (failure) {
    if (failure instanceof UnauthorizedError) context.signOut();
    else context.announce(failure instanceof Error ? failure.message : String(failure));
    return false;
  }
}
