import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DEBOUNCE_MS, IDLE_TIMEOUT_DEFAULT_MS, SCREENSAVER_IDLE_MS } from '@common/spec';
import { noteActivity, onActivity } from './activity';
import { createIdleTimers, idleTimeoutMs } from './idle-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (idleTimeoutS?: number) => {
  const onIdle = vi.fn();
  const onScreensaver = vi.fn();
  return { timers: createIdleTimers({ idleTimeoutS, onIdle, onScreensaver }), onIdle, onScreensaver };
};

describe('idle timers', () => {
  it('returns home after the default 60 s and goes to the screensaver after 5 minutes', () => {
    const { onIdle, onScreensaver } = setup();
    vi.advanceTimersByTime(IDLE_TIMEOUT_DEFAULT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCREENSAVER_IDLE_MS - IDLE_TIMEOUT_DEFAULT_MS - 1);
    expect(onScreensaver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onScreensaver).toHaveBeenCalledTimes(1);
  });

  it('uses the configured idleTimeout in seconds', () => {
    const { onIdle } = setup(15);
    vi.advanceTimersByTime(15_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(idleTimeoutMs(0)).toBe(IDLE_TIMEOUT_DEFAULT_MS);
    expect(idleTimeoutMs(Number.NaN)).toBe(IDLE_TIMEOUT_DEFAULT_MS);
  });

  it('restarts on input once the input has been quiet for 200 ms', () => {
    const { timers, onIdle } = setup();
    vi.advanceTimersByTime(50_000);
    timers.activity();
    vi.advanceTimersByTime(100);
    timers.activity();
    vi.advanceTimersByTime(IDLE_DEBOUNCE_MS - 1);
    vi.advanceTimersByTime(10_000 - IDLE_DEBOUNCE_MS + 1 - 100);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_TIMEOUT_DEFAULT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a burst of input shorter than the debounce does not restart before it ends', () => {
    const { timers, onIdle } = setup();
    vi.advanceTimersByTime(IDLE_TIMEOUT_DEFAULT_MS - 150);
    timers.activity();
    vi.advanceTimersByTime(150);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('noteActivity restarts the timers at once, and stop cancels everything', () => {
    const { timers, onIdle, onScreensaver } = setup();
    const off = onActivity(timers.restart);
    vi.advanceTimersByTime(59_000);
    noteActivity();
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    timers.stop();
    off();
    vi.advanceTimersByTime(SCREENSAVER_IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onScreensaver).not.toHaveBeenCalled();
  });
});
