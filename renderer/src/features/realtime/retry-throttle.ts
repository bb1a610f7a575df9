import { POLL_RETRY_MAX, POLL_RETRY_WINDOW_MS } from '@common/spec';

/**
 * Part 2 §8: polling errors are retried at most 6 times per 3 s; the rest wait in a queue, in order, and start as
 * the window frees up.
 */
export function createRetryThrottle(max = POLL_RETRY_MAX, windowMs = POLL_RETRY_WINDOW_MS, now: () => number = Date.now) {
  const started: number[] = [];
  const waiting: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drain = () => {
    timer = undefined;
    const cutoff = now() - windowMs;
    while (started.length > 0 && (started[0] ?? 0) <= cutoff) started.shift();
    while (waiting.length > 0 && started.length < max) {
      started.push(now());
      waiting.shift()?.();
    }
    if (waiting.length > 0 && started[0] !== undefined) timer = setTimeout(drain, started[0] + windowMs - now());
  };

  return {
    /** Resolves when this retry may start. */
    wait(): Promise<void> {
      const turn = new Promise<void>((resolve) => waiting.push(resolve));
      if (!timer) drain();
      return turn;
    },
    queued: () => waiting.length,
    clear(): void {
      clearTimeout(timer);
      timer = undefined;
      waiting.length = 0;
      started.length = 0;
    },
  };
}

export type RetryThrottle = ReturnType<typeof createRetryThrottle>;
