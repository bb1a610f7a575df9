import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_CODE } from '@common/spec';
import { isRemoteDebugOn, loadRemoteDebugScript } from './remote-debug';
import { runServiceCode } from './run-service-code';
import { createTapCounter } from './tap-counter';

afterEach(() => vi.useRealTimers());

describe('service code taps', () => {
  it('opens on the seventh tap when each comes within 1 s of the one before', () => {
    vi.useFakeTimers();
    const counter = createTapCounter();
    const results: boolean[] = [];
    // Part 1 §5 and §9: 7 taps, each within 1 s of the previous.
    for (let i = 0; i < 7; i++) {
      results.push(counter.tap());
      vi.advanceTimersByTime(1_000);
    }
    expect(results).toEqual([false, false, false, false, false, false, true]);
  });

  it('starts over after a gap longer than 1 s', () => {
    vi.useFakeTimers();
    const counter = createTapCounter();
    for (let i = 0; i < 6; i++) counter.tap();
    vi.advanceTimersByTime(1_001);
    expect(counter.tap()).toBe(false);
    const rest = Array.from({ length: 6 }, () => counter.tap());
    expect(rest).toEqual([false, false, false, false, false, true]);
  });

  it('needs seven new taps after opening', () => {
    vi.useFakeTimers();
    const counter = createTapCounter();
    for (let i = 0; i < 7; i++) counter.tap();
    expect(Array.from({ length: 7 }, () => counter.tap())).toEqual([false, false, false, false, false, false, true]);
  });
});

describe('runServiceCode', () => {
  const actions = () => ({ navigate: vi.fn(), clearRoom: vi.fn(async () => {}), startRemoteDebug: vi.fn(), notify: vi.fn() });

  it.each([
    [SERVICE_CODE.devicePage, '/service-pages/device'],
    [SERVICE_CODE.log, '/log'],
    [SERVICE_CODE.diagnostics, '/service-pages/diagnostics'],
  ])('%s opens %s', async (code, path) => {
    const a = actions();
    await runServiceCode(code, a);
    expect(a.navigate).toHaveBeenCalledWith(path);
  });

  it('1105 clears the room', async () => {
    const a = actions();
    await runServiceCode('1105', a);
    expect(a.clearRoom).toHaveBeenCalledOnce();
  });

  it('1171 switches the persisted remote-debug flag on and starts the script; 1172 stops it and takes it away', async () => {
    const a = actions();
    await runServiceCode('1171', a);
    expect(isRemoteDebugOn()).toBe(true);
    expect(a.startRemoteDebug).toHaveBeenCalledOnce();
    expect(a.notify).toHaveBeenLastCalledWith('info', 'remoteDebugOn');
    expect(loadRemoteDebugScript('/static/demo/remote-debug.js')).toBe(true);
    const stop = vi.fn();
    window.stayRemoteDebug = { stop };
    await runServiceCode('1172', a);
    expect(isRemoteDebugOn()).toBe(false);
    expect(stop).toHaveBeenCalledOnce();
    expect(document.getElementById('stay-remote-debug')).toBeNull();
  });

  it('answers any other code with the unknown service code error', async () => {
    const a = actions();
    await runServiceCode('0000', a);
    expect(a.notify).toHaveBeenCalledWith('error', 'unknownCode');
    expect(a.navigate).not.toHaveBeenCalled();
  });

  it('loads a remote-debug script only when on and configured on an allowed origin', async () => {
    expect(loadRemoteDebugScript('/debug.js')).toBe(false);
    await runServiceCode('1171', actions());
    expect(loadRemoteDebugScript(undefined)).toBe(false);
    expect(loadRemoteDebugScript('https://evil.example.com/x.js')).toBe(false);
    expect(loadRemoteDebugScript('https://debug.example.com/x.js', ['https://debug.example.com'])).toBe(true);
    expect(document.head.querySelector('script[src="https://debug.example.com/x.js"]')).not.toBeNull();
    await runServiceCode('1172', actions());
  });
});
