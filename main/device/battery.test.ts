import { describe, expect, it } from 'vitest';
import { readBattery, toBatteryState } from './battery';

describe('battery state', () => {
  it('reads level and plugged from a device with a battery', () => {
    expect(toBatteryState({ hasBattery: true, percent: 73.4, acConnected: false, isCharging: false })).toEqual({ level: 73, plugged: false });
    expect(toBatteryState({ hasBattery: true, percent: 120, acConnected: false, isCharging: true })).toEqual({ level: 100, plugged: true });
  });

  it('reports the spec default 50, plugged, without a battery or when reading fails', async () => {
    expect(toBatteryState({ hasBattery: false, percent: 0, acConnected: false, isCharging: false })).toEqual({ level: 50, plugged: true });
    expect(await readBattery(() => Promise.reject(new Error('no upower')))).toEqual({ level: 50, plugged: true });
  });

  it('reads this machine without failing', async () => {
    const state = await readBattery();
    expect(state.level).toBeGreaterThanOrEqual(0);
    expect(state.level).toBeLessThanOrEqual(100);
    expect(typeof state.plugged).toBe('boolean');
  });
});
