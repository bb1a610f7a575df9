import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_POLL_MS, SCREENSAVER_IDLE_MS } from '../../common/spec/timing';
import { createIdlePoller } from './idle-poller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle poller', () => {
  it('tells the renderer when input comes after idle and when the screensaver threshold passes, nothing else', () => {
    let idleSeconds = 0;
    const emitted: number[] = [];
    const poller = createIdlePoller({ readIdleSeconds: () => idleSeconds, emit: (ms) => emitted.push(ms) });
    poller.start();
    for (let s = 1; s <= 301; s++) {
      idleSeconds = s;
      vi.advanceTimersByTime(IDLE_POLL_MS);
    }
    expect(emitted).toEqual([SCREENSAVER_IDLE_MS]);
    idleSeconds = 0;
    vi.advanceTimersByTime(IDLE_POLL_MS);
    expect(emitted).toEqual([SCREENSAVER_IDLE_MS, 0]);
    idleSeconds = 0;
    vi.advanceTimersByTime(IDLE_POLL_MS * 5);
    expect(emitted).toHaveLength(2);
    poller.stop();
    idleSeconds = 400;
    vi.advanceTimersByTime(IDLE_POLL_MS * 5);
    expect(emitted).toHaveLength(2);
  });

  it('reports every threshold crossed, even when a poll jumps past several', () => {
    let idleSeconds = 0;
    const emitted: number[] = [];
    const poller = createIdlePoller({ readIdleSeconds: () => idleSeconds, emit: (ms) => emitted.push(ms), thresholdsMs: [60_000, 300_000] });
    idleSeconds = 61;
    poller.poll();
    idleSeconds = 500;
    poller.poll();
    idleSeconds = 3;
    poller.poll();
    expect(emitted).toEqual([61_000, 500_000, 3_000]);
  });

  it('ignores a failing idle reading', () => {
    const emit = vi.fn();
    const poller = createIdlePoller({ readIdleSeconds: () => { throw new Error('no X'); }, emit });
    expect(() => poller.poll()).not.toThrow();
    expect(emit).not.toHaveBeenCalled();
  });
});
