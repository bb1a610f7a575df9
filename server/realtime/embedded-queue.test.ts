import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedQueue, parseCursor, type QueueLimits } from './embedded-queue';

const LIMITS: QueueLimits = { holdMs: 25_000, keepMessages: 3, keepMs: 60_000, heldPerClient: 2, heldTotal: 4 };
const text = (c: string) => ({ c });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00.250Z'));
});
afterEach(() => vi.useRealTimers());

describe('the embedded queue (push-stream long polling)', () => {
  it('names each message by the HTTP date of its second and counts tags within that second', () => {
    const queue = embeddedQueue(LIMITS);
    const a = queue.publish('ch', text('a'));
    const b = queue.publish('ch', text('b'));
    vi.advanceTimersByTime(1000);
    const c = queue.publish('ch', text('c'));
    expect([a.time, a.tag, b.tag]).toEqual(['Mon, 23 Nov 2026 10:00:00 GMT', 0, 1]);
    expect([c.time, c.tag]).toEqual(['Mon, 23 Nov 2026 10:00:01 GMT', 0]);
  });

  it('a first poll without a cursor waits for the next message and gets only it', async () => {
    const queue = embeddedQueue(LIMITS);
    queue.publish('ch', text('old'));
    const poll = queue.subscribe('ch', null, 'x');
    queue.publish('ch', text('new'));
    expect(await poll.outcome).toEqual({ kind: 'messages', messages: [expect.objectContaining({ text: { c: 'new' } })] });
  });

  it('a reconnect with the cursor of the last message gets what came meanwhile, nothing twice', async () => {
    const queue = embeddedQueue(LIMITS);
    const first = queue.publish('ch', text('1'));
    queue.publish('ch', text('2'));
    queue.publish('ch', text('3'));
    const outcome = await queue.subscribe('ch', { time: first.time, tag: first.tag }, 'x').outcome;
    expect(outcome.kind === 'messages' && outcome.messages.map((m) => m.text.c)).toEqual(['2', '3']);
  });

  it('a held poll answers 304 (timeout) after the hold time', async () => {
    const queue = embeddedQueue(LIMITS);
    const poll = queue.subscribe('ch', null, 'x');
    vi.advanceTimersByTime(25_000);
    expect(await poll.outcome).toEqual({ kind: 'timeout', position: { time: 'Mon, 23 Nov 2026 10:00:24 GMT', tag: 0 } });
    expect(queue.heldPolls()).toBe(0);
  });

  it('a timeout names the last kept message, so what is published before the next poll is not missed', async () => {
    const queue = embeddedQueue(LIMITS);
    const last = queue.publish('ch', text('seen'));
    const poll = queue.subscribe('ch', { time: last.time, tag: last.tag }, 'x');
    vi.advanceTimersByTime(25_000);
    const outcome = await poll.outcome;
    expect(outcome).toEqual({ kind: 'timeout', position: { time: last.time, tag: last.tag } });
    queue.publish('ch', text('between polls'));
    const next = outcome.kind === 'timeout' ? await queue.subscribe('ch', outcome.position, 'x').outcome : null;
    expect(next?.kind === 'messages' && next.messages.map((m) => m.text.c)).toEqual(['between polls']);
  });

  it('keeps at most keepMessages messages, for at most keepMs', async () => {
    const queue = embeddedQueue(LIMITS);
    const cursor = queue.publish('ch', text('0'));
    for (const c of ['1', '2', '3', '4']) queue.publish('ch', text(c));
    const kept = await queue.subscribe('ch', { time: cursor.time, tag: cursor.tag }, 'x').outcome;
    expect(kept.kind === 'messages' && kept.messages.map((m) => m.text.c)).toEqual(['2', '3', '4']);
    vi.advanceTimersByTime(60_001);
    queue.sweep();
    const poll = queue.subscribe('ch', { time: cursor.time, tag: cursor.tag }, 'x');
    vi.advanceTimersByTime(25_000);
    expect((await poll.outcome).kind).toBe('timeout');
  });

  it('a client over its held polls on a channel releases its oldest; over the total a poll is refused', async () => {
    const queue = embeddedQueue(LIMITS);
    const one = queue.subscribe('ch', null, 'a');
    queue.subscribe('ch', null, 'a');
    queue.subscribe('ch', null, 'a');
    expect((await one.outcome).kind).toBe('timeout');
    queue.subscribe('other', null, 'b');
    queue.subscribe('other', null, 'c');
    expect(queue.heldPolls()).toBe(4);
    expect(await queue.subscribe('third', null, 'd').outcome).toEqual({ kind: 'busy' });
  });

  it('a cancelled poll (the client went away) stops counting', () => {
    const queue = embeddedQueue(LIMITS);
    queue.subscribe('ch', null, 'a').cancel();
    expect(queue.heldPolls()).toBe(0);
    expect(queue.isListening('ch', 5_000)).toBe(true);
    vi.advanceTimersByTime(5_001);
    expect(queue.isListening('ch', 5_000)).toBe(false);
  });
});

describe('the cursor of a poll', () => {
  it('is empty, or an HTTP date with a tag', () => {
    expect(parseCursor(undefined, undefined)).toBeNull();
    expect(parseCursor('', '')).toBeNull();
    expect(parseCursor('Mon, 23 Nov 2026 10:00:00 GMT', '2')).toEqual({ time: 'Mon, 23 Nov 2026 10:00:00 GMT', tag: 2 });
    expect(parseCursor('yesterday', '1')).toBe('invalid');
    expect(parseCursor('Mon, 23 Nov 2026 10:00:00 GMT', '-1')).toBe('invalid');
    expect(parseCursor(['a'], '1')).toBe('invalid');
  });
});
