import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryThrottle } from './retry-throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the polling retry throttle', () => {
  it('lets 6 retries start within 3 s and queues the rest, which start in order as the window frees', async () => {
    const throttle = createRetryThrottle();
    const started: number[] = [];
    for (let i = 0; i < 8; i++) void throttle.wait().then(() => started.push(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(throttle.queued()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(started).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('never starts more than 6 in any 3 s window', async () => {
    const throttle = createRetryThrottle();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) void throttle.wait().then(() => times.push(Date.now()));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(times).toHaveLength(20);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 3_000).length).toBeLessThanOrEqual(6);
  });

  it('clear drops what was waiting', async () => {
    const throttle = createRetryThrottle();
    for (let i = 0; i < 7; i++) void throttle.wait();
    throttle.clear();
    expect(throttle.queued()).toBe(0);
  });
});
