import type { QueueCursor } from '@common/api/realtime';
import { REQUEST_TIMEOUT_MS } from '@common/spec';
import { isPollTimeout, readPollAnswer } from './queue-response';
import type { RetryThrottle } from './retry-throttle';

/** A held poll that ends faster than this without news is treated like an error, so a broken queue is not hammered. */
export const FAST_TIMEOUT_MS = 1_000;

export interface PollerOptions {
  /** `{queue}/subv2/{channel}?tag=&time=` for a cursor. */
  url: (cursor: QueueCursor | null) => string;
  /** Opens and dispatches one sealed message; the cursor moves on only after it ran. */
  deliver: (sealed: string) => Promise<void>;
  /** The queue no longer knows the channel (404/403): the session must be fetched again. */
  onGone: () => void;
  throttle: RetryThrottle;
  cursor: QueueCursor | null;
  saveCursor: (cursor: QueueCursor) => void;
  waitOnline: () => Promise<void>;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * One channel's long-polling loop (part 2 §7): each answer moves the cursor to the last message received, so a
 * reconnect neither loses nor repeats a message; errors retry through the shared throttle; stop() cancels the poll.
 */
export function createChannelPoller(options: PollerOptions) {
  const { throttle, now = Date.now } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let cursor = options.cursor;
  let stopped = false;
  let current: AbortController | null = null;

  const moveTo = (next: QueueCursor | null) => {
    if (!next) return;
    cursor = next;
    options.saveCursor(next);
  };

  async function pollOnce(): Promise<'ok' | 'failed' | 'gone'> {
    const controller = new AbortController();
    current = controller;
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const startedAt = now();
    try {
      // The cursor goes in the query (push-stream) and in the conditional headers that Nchan's long-polling reads.
      const headers: Record<string, string> = cursor ? { 'If-Modified-Since': cursor.time, 'If-None-Match': String(cursor.tag) } : {};
      const response = await fetchImpl(options.url(cursor), { signal: controller.signal, cache: 'no-store', headers });
      if (response.status === 404 || response.status === 403) return 'gone';
      if (isPollTimeout(response.status)) {
        moveTo(readPollAnswer('', response.headers).cursor);
        return now() - startedAt < FAST_TIMEOUT_MS ? 'failed' : 'ok';
      }
      if (response.status !== 200) return 'failed';
      const answer = readPollAnswer(await response.text(), response.headers);
      for (const sealed of answer.sealed) {
        if (stopped) return 'ok';
        await options.deliver(sealed);
      }
      moveTo(answer.cursor);
      return 'ok';
    } catch {
      return 'failed';
    } finally {
      clearTimeout(timer);
      if (current === controller) current = null;
    }
  }

  async function run(): Promise<void> {
    let failing = false;
    while (!stopped) {
      if (failing) {
        await options.waitOnline();
        if (stopped) return;
        await throttle.wait();
        if (stopped) return;
      }
      const outcome = await pollOnce();
      if (stopped) return;
      if (outcome === 'gone') {
        stopped = true;
        options.onGone();
        return;
      }
      failing = outcome === 'failed';
    }
  }

  return {
    start(): Promise<void> {
      return run();
    },
    stop(): void {
      stopped = true;
      current?.abort();
    },
    cursor: () => cursor,
  };
}

export type ChannelPoller = ReturnType<typeof createChannelPoller>;
