import { describe, expect, it } from 'vitest';
import type { DeviceSpec } from '../room-control-schema';
import { createRoomSimulator } from './room-simulator';

const ceiling: DeviceSpec = { id: 'ceiling', type: 'dimmer', title: 'Ceiling light' };
const curtains: DeviceSpec = { id: 'curtains', type: 'dimmer', kind: 'curtain', title: 'Curtains' };
const climate: DeviceSpec = { id: 'climate', type: 'fcu', title: 'Air conditioning' };
const floor: DeviceSpec = { id: 'floor', type: 'fcutemponly', title: 'Bathroom floor' };
const panel: DeviceSpec = { id: 'panel', type: 'language', title: 'Wall panel' };
const MINUTE = 60_000;

function room() {
  let time = 1_000_000;
  const simulator = createRoomSimulator([ceiling, curtains, climate, floor, panel], () => time);
  return { simulator, pass: (ms: number) => (time += ms) };
}

describe('room simulator', () => {
  it('sets a light at once and keeps the panel language', () => {
    const { simulator } = room();
    expect(simulator.read(ceiling)).toEqual({ state: 0 });
    expect(simulator.write(ceiling, { state: 40 })).toEqual({ ok: true });
    expect(simulator.read(ceiling)).toEqual({ state: 40 });
    simulator.write(panel, { language: 'zh-rCN' });
    expect(simulator.read(panel)).toEqual({ language: 'zh-rCN' });
  });

  it('moves curtains over 12 seconds, says where they go, and stops them where they are', () => {
    const { simulator, pass } = room();
    expect(simulator.read(curtains)).toEqual({ state: 100, mode: 0, control: 1 });
    simulator.write(curtains, { state: 0 });
    pass(3_000);
    expect(simulator.read(curtains)).toEqual({ state: 75, mode: 2, control: 1 });
    pass(3_000);
    simulator.write(curtains, { mode: 0 });
    pass(5_000);
    expect(simulator.read(curtains)).toEqual({ state: 50, mode: 0, control: 1 });
    simulator.write(curtains, { state: 100 });
    pass(12_000);
    expect(simulator.read(curtains)).toEqual({ state: 100, mode: 0, control: 1 });
  });

  it('brings the air toward the setpoint over minutes, faster with a stronger fan', () => {
    const { simulator, pass } = room();
    expect(simulator.read(climate)).toEqual({ state: 1, mode: 0, temperature: 22, fan: 0, control: 1, roomTemperature: 24.5 });
    pass(6 * MINUTE);
    // One time constant (6 min on auto): 22 + 2.5 / e.
    expect(simulator.read(climate).roomTemperature).toBe(22.9);
    simulator.write(climate, { temperature: 18, fan: 3 });
    pass(4 * MINUTE);
    expect(simulator.read(climate).roomTemperature).toBeCloseTo(18 + 4.92 / Math.E, 1);
    pass(60 * MINUTE);
    expect(simulator.read(climate).roomTemperature).toBe(18);
  });

  it('cools only in cool mode and drifts to the warm room when switched off', () => {
    const { simulator, pass } = room();
    simulator.write(climate, { mode: 1, temperature: 28 });
    pass(10 * MINUTE);
    const cooled = simulator.read(climate).roomTemperature ?? 0;
    expect(cooled).toBeGreaterThan(24.5);
    expect(cooled).toBeLessThan(26);
    simulator.write(climate, { state: 0 });
    pass(600 * MINUTE);
    expect(simulator.read(climate).roomTemperature).toBe(26);
  });

  it('heats the bathroom floor toward its setpoint', () => {
    const { simulator, pass } = room();
    expect(simulator.read(floor)).toEqual({ state: 1, temperature: 24, control: 1, roomTemperature: 22 });
    simulator.write(floor, { temperature: 28 });
    pass(120 * MINUTE);
    expect(simulator.read(floor).roomTemperature).toBe(28);
  });

  it('with a window open: climate and curtains are locked, curtains stop, the air drifts outside', () => {
    const { simulator, pass } = room();
    simulator.write(curtains, { state: 0 });
    pass(6_000);
    simulator.setWindow(true);
    pass(6_000);
    expect(simulator.read(curtains)).toEqual({ state: 50, mode: 0, control: 0 });
    expect(simulator.read(climate)).toMatchObject({ control: 0 });
    expect(simulator.write(climate, { temperature: 20 })).toEqual({ ok: false, reason: 'A window is open' });
    expect(simulator.write(curtains, { state: 100 })).toEqual({ ok: false, reason: 'A window is open' });
    expect(simulator.write(ceiling, { state: 100 })).toEqual({ ok: true });
    pass(120 * MINUTE);
    expect(simulator.read(climate).roomTemperature).toBe(31);
    simulator.setWindow(false);
    expect(simulator.read(climate).control).toBe(1);
    expect(simulator.write(climate, { temperature: 20 })).toEqual({ ok: true });
  });
});
