import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RcuStateChange } from '@common/api';
import { createScheduler } from '@renderer/lib/scheduler';
import { deviceOf, type RcuDevice } from './rcu-devices';
import { createRcuEngine, type RcuEngineDeps, type RcuTarget } from './rcu-engine';
import { useRcuStore } from './rcu-store';

const light = deviceOf('dimmer', { device: 'ceiling' });
const climate = deviceOf('fcu', { device: 'climate' });
const remote = deviceOf('tvRemote', {});
const TARGET: RcuTarget = { room: '101', token: 't' };

const never = () => new Promise<never>(() => {});

function setup(overrides: Partial<RcuEngineDeps> = {}) {
  const scheduler = createScheduler();
  scheduler.setMode('phone');
  const defaults = {
    scheduler,
    read: vi.fn<RcuEngineDeps['read']>(async () => ({ state: 10 })),
    push: vi.fn<RcuEngineDeps['push']>(async () => true),
    target: vi.fn<RcuEngineDeps['target']>(() => TARGET),
    timing: () => ({ intervalMs: 10_000, ignoreMs: 2_000 }),
    environment: vi.fn<RcuEngineDeps['environment']>(() => ({ wifi: false, inRoom: false, everywhere: false })),
    alert: vi.fn(),
    log: vi.fn(),
    pushFailed: vi.fn(),
    now: () => Date.now(),
  };
  // Tests override with mocks of the same shape.
  const deps = { ...defaults, ...overrides } as typeof defaults;
  return { deps, engine: createRcuEngine(deps), scheduler };
}

const stateOf = (device: RcuDevice) => useRcuStore.getState().states[device.key];

beforeEach(() => {
  vi.useFakeTimers();
  useRcuStore.getState().reset();
});
afterEach(() => vi.useRealTimers());

describe('room control polling', () => {
  it.each([
    [0, 10_000],
    [20, 20_000],
    [40, 30_000],
    [200, 60_000],
  ])('with %i network errors the next read comes after %i ms', async (errors, ms) => {
    const { deps, engine } = setup({ read: vi.fn(never) });
    useRcuStore.setState({ networkErrors: errors });
    const release = engine.watch([light], { page: true });
    expect(deps.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(deps.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.read).toHaveBeenCalledTimes(2);
    release();
  });

  it('slows down as failed reads add up and is back to 10 s after a success', async () => {
    let fail = true;
    const { deps, engine } = setup({ read: vi.fn(async () => (fail ? Promise.reject(new Error('down')) : { state: 1 })) });
    const release = engine.watch([light], { page: true });
    await vi.advanceTimersByTimeAsync(0);
    // 1 error after the first read, then one more every 10 s up to 20 errors.
    await vi.advanceTimersByTimeAsync(19 * 10_000);
    expect(useRcuStore.getState().networkErrors).toBe(20);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(deps.read).toHaveBeenCalledTimes(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(useRcuStore.getState().networkErrors).toBe(21);
    fail = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(useRcuStore.getState().networkErrors).toBe(0);
    const reads = deps.read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.read).toHaveBeenCalledTimes(reads + 1);
    release();
  });

  it('polls only while a screen watches, each device once', async () => {
    const { deps, engine, scheduler } = setup();
    const page = engine.watch([light, climate], { page: true });
    const strip = engine.watch([climate], { page: false });
    expect(scheduler.running()).toEqual(['rcu-state']);
    deps.read.mockClear();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.read.mock.calls.map(([device]) => device.key)).toEqual([light.key, climate.key]);
    page();
    expect(engine.polling()).toBe(true);
    strip();
    expect(scheduler.running()).toEqual([]);
    deps.read.mockClear();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.read).not.toHaveBeenCalled();
  });

  it('makes no call without a known room', async () => {
    const { deps, engine } = setup({ target: () => null });
    const release = engine.watch([light], { page: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await engine.change(light, { state: 50 })).toBe(false);
    expect(deps.read).not.toHaveBeenCalled();
    expect(deps.push).not.toHaveBeenCalled();
    release();
  });
});

describe('the ignore window', () => {
  it('keeps the guest’s value for 2000 ms against the server, then takes the server’s', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const { engine } = setup({ read: vi.fn(() => new Promise((resolve) => answers.push(resolve))), push: vi.fn(never) });
    void engine.change(light, { state: 80 });
    expect(stateOf(light)?.state).toBe(80);
    await vi.advanceTimersByTimeAsync(500);
    void engine.readOnce([light]);
    await vi.advanceTimersByTimeAsync(1_499);
    answers.shift()?.({ state: 20 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf(light)?.state).toBe(80);
    await vi.advanceTimersByTimeAsync(1);
    void engine.readOnce([light]);
    answers.shift()?.({ state: 20 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf(light)?.state).toBe(20);
  });

  it('ignores a read that set out before the change, even when it arrives later', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const { engine } = setup({ read: vi.fn(() => new Promise((resolve) => answers.push(resolve))), push: vi.fn(never) });
    void engine.readOnce([light]);
    await vi.advanceTimersByTimeAsync(100);
    void engine.change(light, { state: 80 });
    await vi.advanceTimersByTimeAsync(4_000);
    answers.shift()?.({ state: 20 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf(light)?.state).toBe(80);
  });
});

describe('pushes', () => {
  it('re-reads every watched device after a push the controller took', async () => {
    const { deps, engine } = setup();
    const release = engine.watch([light, climate], { page: true });
    await vi.advanceTimersByTimeAsync(0);
    deps.read.mockClear();
    expect(await engine.change(climate, { temperature: 21 })).toBe(true);
    expect(deps.push).toHaveBeenCalledWith(climate, { temperature: 21 }, TARGET);
    expect(deps.read.mock.calls.map(([device]) => device.key)).toEqual([light.key, climate.key]);
    release();
  });

  it('does not re-read after a push of a tvRemote item, nor after a refused one', async () => {
    const { deps, engine } = setup();
    const release = engine.watch([light], { page: true });
    await vi.advanceTimersByTimeAsync(0);
    deps.read.mockClear();
    await engine.change(remote, { state: 1 });
    expect(deps.read).not.toHaveBeenCalled();
    deps.push.mockResolvedValueOnce(false);
    expect(await engine.change(light, { state: 5 })).toBe(false);
    expect(deps.read).not.toHaveBeenCalled();
    expect(deps.pushFailed).toHaveBeenCalledTimes(1);
    release();
  });

  it('sends changes made during a push after it, a climate unit’s fields together', async () => {
    const sent: RcuStateChange[] = [];
    let finish: (ok: boolean) => void = () => {};
    const { engine } = setup({ push: vi.fn((_d, change) => (sent.push(change), new Promise<boolean>((resolve) => (finish = resolve)))) });
    const first = engine.change(climate, { temperature: 21 });
    void engine.change(climate, { temperature: 22 });
    void engine.change(climate, { fan: 3 });
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    finish(true);
    expect(await first).toBe(true);
    expect(sent).toEqual([{ temperature: 21 }, { temperature: 22, fan: 3 }]);
  });
});

describe('the network alert after every 30 errors', () => {
  const failing = { read: vi.fn(() => Promise.reject(new Error('unreachable'))) };

  async function fail(times: number, engine: ReturnType<typeof setup>['engine']) {
    for (let i = 0; i < times; i += 1) await engine.readOnce([light]);
  }

  it('alerts on a phone off Wi-Fi on the rcu page, once per 30 errors', async () => {
    const { deps, engine } = setup(failing);
    const release = engine.watch([], { page: true });
    await fail(29, engine);
    expect(deps.alert).not.toHaveBeenCalled();
    await fail(1, engine);
    expect(deps.alert).toHaveBeenCalledTimes(1);
    await fail(30, engine);
    expect(deps.alert).toHaveBeenCalledTimes(2);
    release();
  });

  it('stays quiet on Wi-Fi', async () => {
    const { deps, engine } = setup({ ...failing, environment: () => ({ wifi: true, inRoom: false, everywhere: true }) });
    const release = engine.watch([], { page: true });
    await fail(30, engine);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
    release();
  });

  it('only logs in-room', async () => {
    const { deps, engine } = setup({ ...failing, environment: () => ({ wifi: false, inRoom: true, everywhere: false }) });
    const release = engine.watch([], { page: true });
    await fail(30, engine);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledTimes(1);
    release();
  });

  it('alerts away from the rcu page only when its visibility is everywhere', async () => {
    const { deps, engine } = setup(failing);
    await fail(30, engine);
    expect(deps.alert).not.toHaveBeenCalled();
    deps.environment.mockReturnValue({ wifi: false, inRoom: false, everywhere: true });
    await fail(30, engine);
    expect(deps.alert).toHaveBeenCalledTimes(1);
  });
});
