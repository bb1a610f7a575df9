import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueCursor } from '@common/api/realtime';
import { createChannelPoller } from './channel-poller';
import { createRetryThrottle } from './retry-throttle';

const T0 = 'Mon, 23 Nov 2026 10:00:00 GMT';
const T1 = 'Mon, 23 Nov 2026 10:00:01 GMT';

/** A fake queue: answers are scripted per call; each records the cursor it was asked with. */
function fakeQueue(answers: (() => Response | Promise<Response>)[]) {
  const asked: (QueueCursor | null)[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const query = new URL(url, 'http://x').searchParams;
    asked.push(query.get('time') ? { time: query.get('time') as string, tag: Number(query.get('tag')) } : null);
    const next = answers.shift();
    if (!next) {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    return next();
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, asked };
}

const messages = (...list: [string, string, number][]) =>
  new Response(JSON.stringify(list.map(([c, time, tag], i) => ({ id: i, channel: 'ch', time, tag, text: { c } }))), { status: 200 });

function poller(queue: ReturnType<typeof fakeQueue>, extra: Partial<Parameters<typeof createChannelPoller>[0]> = {}) {
  const delivered: string[] = [];
  const saved: QueueCursor[] = [];
  const p = createChannelPoller({
    url: (cursor) => (cursor ? `/subv2/ch?time=${encodeURIComponent(cursor.time)}&tag=${cursor.tag}` : '/subv2/ch?tag=&time='),
    deliver: async (sealed) => void delivered.push(sealed),
    onGone: vi.fn(),
    throttle: createRetryThrottle(),
    cursor: null,
    saveCursor: (cursor) => saved.push(cursor),
    waitOnline: () => Promise.resolve(),
    fetchImpl: queue.fetchImpl,
    ...extra,
  });
  return { p, delivered, saved };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a channel poller', () => {
  it('keeps the cursor across a dropped connection: nothing lost, nothing twice', async () => {
    const queue = fakeQueue([
      () => messages(['a', T0, 0], ['b', T0, 1]),
      () => Promise.reject(new TypeError('network dropped')),
      () => messages(['c', T1, 0]),
    ]);
    const { p, delivered, saved } = poller(queue);
    void p.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual(['a', 'b', 'c']);
    expect(queue.asked).toEqual([null, { time: T0, tag: 1 }, { time: T0, tag: 1 }, { time: T1, tag: 0 }]);
    expect(saved.at(-1)).toEqual({ time: T1, tag: 0 });
    const lastInit = vi.mocked(queue.fetchImpl).mock.calls.at(-1)?.[1];
    expect(lastInit?.headers).toEqual({ 'If-Modified-Since': T1, 'If-None-Match': '0' });
    expect(vi.mocked(queue.fetchImpl).mock.calls[0]?.[1]?.headers).toEqual({});
    p.stop();
  });

  it('takes the position a timeout names (304 with Last-Modified and Etag) for the next poll', async () => {
    const queue = fakeQueue([
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 25_000));
        return new Response(null, { status: 304, headers: { 'Last-Modified': T0, Etag: '4' } });
      },
    ]);
    const { p } = poller(queue);
    void p.start();
    await vi.advanceTimersByTimeAsync(25_001);
    expect(queue.asked).toEqual([null, { time: T0, tag: 4 }]);
    p.stop();
  });

  it('retries a failing queue through the throttle: at most 6 polls in 3 s', async () => {
    const queue = fakeQueue(Array.from({ length: 30 }, () => () => new Response('oops', { status: 500 })));
    const { p } = poller(queue);
    void p.start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(queue.fetchImpl).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(queue.fetchImpl).toHaveBeenCalledTimes(13);
    p.stop();
  });

  it('waits for the network to come back before retrying', async () => {
    let online!: () => void;
    const queue = fakeQueue([() => Promise.reject(new TypeError('offline')), () => messages(['x', T0, 0])]);
    const { p, delivered } = poller(queue, { waitOnline: () => new Promise<void>((resolve) => (online = resolve)) });
    void p.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queue.fetchImpl).toHaveBeenCalledTimes(1);
    online();
    await vi.advanceTimersByTimeAsync(10);
    expect(delivered).toEqual(['x']);
    p.stop();
  });

  it('stops and asks for a new session when the queue no longer knows the channel', async () => {
    const onGone = vi.fn();
    const queue = fakeQueue([() => new Response('{}', { status: 404 })]);
    const { p } = poller(queue, { onGone });
    await p.start();
    expect(onGone).toHaveBeenCalledOnce();
    expect(queue.fetchImpl).toHaveBeenCalledOnce();
  });

  it('stop() cancels the held poll', async () => {
    const queue = fakeQueue([]);
    const { p } = poller(queue);
    const done = p.start();
    await vi.advanceTimersByTimeAsync(10);
    p.stop();
    await done;
    expect(queue.fetchImpl).toHaveBeenCalledOnce();
  });
});
