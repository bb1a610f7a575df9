import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrashPolicy } from './crash-policy';
import { createRendererWatchdog } from './renderer-watchdog';

describe('crash policy', () => {
  it('reloads with a delay doubling from 1 s, up to the fallback after 5 crashes in 10 minutes', () => {
    const policy = createCrashPolicy();
    expect([0, 1, 2, 3].map((i) => policy.onCrash(i * 1000))).toEqual([
      { action: 'reload', delayMs: 1000 },
      { action: 'reload', delayMs: 2000 },
      { action: 'reload', delayMs: 4000 },
      { action: 'reload', delayMs: 8000 },
    ]);
    expect(policy.onCrash(5000)).toEqual({ action: 'fallback', retryInMs: 60_000 });
  });

  it('forgets crashes older than the window', () => {
    const policy = createCrashPolicy({ windowMs: 60_000 });
    policy.onCrash(0);
    policy.onCrash(1000);
    expect(policy.onCrash(70_000)).toEqual({ action: 'reload', delayMs: 1000 });
    expect(policy.recentCrashes(70_000)).toBe(1);
  });

  it('caps the delay', () => {
    const policy = createCrashPolicy({ maxCrashes: 100, maxDelayMs: 5000 });
    for (let i = 0; i < 10; i++) policy.onCrash(i);
    expect(policy.onCrash(11)).toEqual({ action: 'reload', delayMs: 5000 });
  });
});

describe('renderer watchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const calls: string[] = [];
    const watchdog = createRendererWatchdog({
      reload: () => calls.push('reload'),
      showFallback: () => calls.push('fallback'),
      log: (m) => calls.push(`log: ${m}`),
      now: () => Date.now(),
    });
    return { calls, watchdog };
  };

  it('reloads a crashed renderer after the back-off, with a log entry first', () => {
    const { calls, watchdog } = setup();
    watchdog.trouble('render-process-gone', 'crashed');
    expect(calls).toEqual(['log: renderer render-process-gone (crashed): reloading in 1000 ms']);
    vi.advanceTimersByTime(999);
    expect(calls).not.toContain('reload');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('reload');
  });

  it('shows the fallback screen when the renderer keeps dying, and retries from it', () => {
    const { calls, watchdog } = setup();
    for (let i = 0; i < 4; i++) {
      watchdog.trouble('render-process-gone', 'oom');
      vi.advanceTimersByTime(100);
    }
    watchdog.trouble('render-process-gone', 'oom');
    expect(calls.filter((c) => c === 'fallback')).toHaveLength(1);
    expect(calls.filter((c) => c === 'reload')).toHaveLength(0);
    vi.advanceTimersByTime(59_999);
    expect(calls.at(-1)).toBe('fallback');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('reload');
  });

  it('cancels the reload of a hung renderer that became responsive, but not a crash reload', () => {
    const { calls, watchdog } = setup();
    watchdog.trouble('unresponsive');
    watchdog.responsive();
    vi.advanceTimersByTime(10_000);
    expect(calls).not.toContain('reload');
    watchdog.trouble('render-process-gone', 'crashed');
    watchdog.responsive();
    vi.advanceTimersByTime(10_000);
    expect(calls.at(-1)).toBe('reload');
  });
});
