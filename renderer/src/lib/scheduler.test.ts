import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scheduler', () => {
  it('runs nothing before it knows the device mode', () => {
    const s = createScheduler();
    const run = vi.fn();
    s.register({ name: 'clock', intervalMs: 1000, tabletOnly: false, run });
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a worker on its timeout and reschedules it', async () => {
    const s = createScheduler();
    const run = vi.fn();
    s.setMode('phone');
    s.register({ name: 'stat', intervalMs: 1000, tabletOnly: false, run });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('reads an interval given as a function before every wait', async () => {
    const s = createScheduler();
    let interval = 1000;
    const run = vi.fn(() => {
      interval = 3000;
    });
    s.setMode('phone');
    s.register({ name: 'rcu', intervalMs: () => interval, tabletOnly: false, run });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never runs tablet-only workers on a phone, and starts them when the mode becomes tablet', async () => {
    const s = createScheduler();
    const clock = vi.fn();
    s.setMode('phone');
    s.register({ name: 'clock', intervalMs: 1000, tabletOnly: true, run: clock });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clock).not.toHaveBeenCalled();
    expect(s.running()).toEqual([]);
    s.setMode('tablet');
    await vi.advanceTimersByTimeAsync(1000);
    expect(clock).toHaveBeenCalledTimes(1);
    expect(s.running()).toEqual(['clock']);
  });

  it('keeps rescheduling after a failing run and reports the failure', async () => {
    const onError = vi.fn();
    const s = createScheduler(onError);
    s.setMode('tablet');
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    s.register({ name: 'battery', intervalMs: 60_000, tabletOnly: true, run });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith('battery', expect.any(Error));
  });

  it('stops a worker when it is unregistered, and a new registration replaces one of the same name', async () => {
    const s = createScheduler();
    s.setMode('tablet');
    const first = vi.fn();
    const second = vi.fn();
    const off = s.register({ name: 'content', intervalMs: 1000, tabletOnly: true, run: first });
    s.register({ name: 'content', intervalMs: 1000, tabletOnly: true, run: second });
    off();
    await vi.advanceTimersByTimeAsync(3000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(3);
  });
});
