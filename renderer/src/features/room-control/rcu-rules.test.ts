import { describe, expect, it } from 'vitest';
import { baseTypeOf, ignoresServerValue, networkErrorAction, normalizeRemoteState, pollIntervalMs } from './rcu-rules';

describe('room state polling interval', () => {
  it.each([
    [0, 10_000],
    [19, 10_000],
    [20, 20_000],
    [40, 30_000],
    [100, 60_000],
    [200, 60_000],
  ])('at %i network errors polls every %i ms', (errors, ms) => {
    expect(pollIntervalMs(errors, 10_000)).toBe(ms);
  });

  it('multiplies the configured rcuIntervalUpdateTimeout and caps it at 60000 ms', () => {
    expect(pollIntervalMs(40, 15_000)).toBe(45_000);
    expect(pollIntervalMs(60, 15_000)).toBe(60_000);
    expect(pollIntervalMs(0)).toBe(10_000);
  });
});

describe('the 30-error rule', () => {
  const away = { wifi: false, inRoom: false, shown: true };
  it.each([30, 60, 90])('alerts after %i errors on a phone off Wi-Fi where room control shows', (errors) => {
    expect(networkErrorAction(errors, away)).toBe('alert');
  });
  it.each([0, 1, 29, 31, 59])('does nothing after %i errors', (errors) => {
    expect(networkErrorAction(errors, away)).toBe('none');
  });
  it('does nothing on Wi-Fi, in-room or not', () => {
    expect(networkErrorAction(30, { ...away, wifi: true })).toBe('none');
    expect(networkErrorAction(30, { wifi: true, inRoom: true, shown: true })).toBe('none');
  });
  it('only logs in-room', () => {
    expect(networkErrorAction(30, { ...away, inRoom: true })).toBe('log');
    expect(networkErrorAction(60, { ...away, inRoom: true, shown: false })).toBe('log');
  });
  it('stays quiet where room control does not show', () => {
    expect(networkErrorAction(30, { ...away, shown: false })).toBe('none');
  });
});

describe('remote state normalisation', () => {
  it('reads a missing state as 0 everywhere', () => {
    expect(normalizeRemoteState({})).toEqual({ state: 0, mode: 0, temperature: 0, fan: 0, control: 0 });
    expect(normalizeRemoteState(null)).toEqual({ state: 0, mode: 0, temperature: 0, fan: 0, control: 0 });
    expect(normalizeRemoteState('OK')).toEqual({ state: 0, mode: 0, temperature: 0, fan: 0, control: 0 });
  });

  it('makes mode, temperature, state and fan integers', () => {
    expect(normalizeRemoteState({ state: '40', mode: 2.9, temperature: '21.5', fan: 'x' })).toEqual({
      state: 40, mode: 2, temperature: 21, fan: 0, control: 0,
    });
  });

  it.each([
    [5, 1],
    ['1', 1],
    [true, 1],
    ['0', 0],
    [0, 0],
    [undefined, 0],
    ['no', 0],
  ])('with a temperature, control %j is %i', (control, expected) => {
    expect(normalizeRemoteState({ temperature: 22, control }).control).toBe(expected);
  });

  it('leaves control as an integer when there is no temperature', () => {
    expect(normalizeRemoteState({ state: 1, control: 2 }).control).toBe(2);
    expect(normalizeRemoteState({ state: 1, control: '3' }).control).toBe(3);
  });

  it('keeps the measured room temperature to a tenth and the panel language', () => {
    expect(normalizeRemoteState({ temperature: 22, roomTemperature: '23.46', language: 'zh-rCN' })).toMatchObject({
      roomTemperature: 23.5, language: 'zh-rCN',
    });
    expect(normalizeRemoteState({ roomTemperature: 'warm' })).not.toHaveProperty('roomTemperature');
  });
});

describe('the ignore window', () => {
  it('ignores server values for 2000 ms after a local change, and reads that set out before it', () => {
    expect(ignoresServerValue(undefined, 0, 0, 2_000)).toBe(false);
    expect(ignoresServerValue(10_000, 10_500, 11_999, 2_000)).toBe(true);
    expect(ignoresServerValue(10_000, 10_500, 12_000, 2_000)).toBe(false);
    expect(ignoresServerValue(10_000, 9_000, 13_000, 2_000)).toBe(true);
  });

  it('reads the type with Mini removed', () => {
    expect(baseTypeOf('fcuMini')).toBe('fcu');
    expect(baseTypeOf('fcutemponly')).toBe('fcutemponly');
    expect(baseTypeOf('tvRemoteMini')).toBe('tvRemote');
  });
});
