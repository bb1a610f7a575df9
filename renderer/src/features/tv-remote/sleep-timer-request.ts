import { SLEEP_TIMER_REPLY_MS } from '@common/spec';
import type { SleepTimerData } from '@common/api';

export interface SleepTimerRequestDeps {
  ask(tvId: string): void;
  showLoader(): () => void;
  /** The reply came: store its data and open the list modal. */
  answered(data: SleepTimerData): void;
  /** No reply within 3 s: the dialog 'tv_is_unavailable'. */
  unavailable(): void;
}

/**
 * Part 2 §4 sleep timer: the request is sent with a loader; the reply stores the data and opens the list modal; no
 * reply within 3 s closes the loader and shows 'tv_is_unavailable'. A reply nobody waits for only stores its data.
 */
export function createSleepTimerRequest(deps: SleepTimerRequestDeps & { store(data: SleepTimerData): void }) {
  let responseTimer: ReturnType<typeof setTimeout> | null = null;
  let hideLoader: (() => void) | null = null;

  const settle = () => {
    if (responseTimer) clearTimeout(responseTimer);
    responseTimer = null;
    hideLoader?.();
    hideLoader = null;
  };

  return {
    request(tvId: string): void {
      settle();
      hideLoader = deps.showLoader();
      responseTimer = setTimeout(() => {
        settle();
        deps.unavailable();
      }, SLEEP_TIMER_REPLY_MS);
      deps.ask(tvId);
    },
    reply(data: SleepTimerData): void {
      const waiting = responseTimer !== null;
      settle();
      deps.store(data);
      if (waiting) deps.answered(data);
    },
    waiting: (): boolean => responseTimer !== null,
    cancel: settle,
  };
}
