import { CURTAIN_MOTION, FCU_FAN, FCU_MODE, type RcuStateChange } from '../../../common/api/rcu';
import { kindOf } from '../device-change';
import type { DeviceReading, WriteOutcome } from '../driver';
import type { DeviceSpec } from '../room-control-schema';

const MINUTE_MS = 60_000;
/** Curtains take this long from closed to open. */
export const CURTAIN_TRAVEL_MS = 12_000;
/** A warm day: the room drifts toward this without climate control, and toward the outside air with a window open. */
export const INDOOR_DRIFT_C = 26;
export const OUTDOOR_C = 31;
/** The bathroom floor without heating. */
const FLOOR_BASE_C = 22;
/** Time constants of the exponential approach to a target temperature. */
const DRIFT_TAU_MS = 30 * MINUTE_MS;
const WINDOW_TAU_MS = 8 * MINUTE_MS;
const FLOOR_TAU_MS = 12 * MINUTE_MS;
const FCU_TAU_MS: Record<number, number> = {
  [FCU_FAN.auto]: 6 * MINUTE_MS,
  [FCU_FAN.low]: 9 * MINUTE_MS,
  [FCU_FAN.medium]: 6 * MINUTE_MS,
  [FCU_FAN.high]: 4 * MINUTE_MS,
};

type DeviceState =
  | { kind: 'light' | 'sound'; level: number }
  | { kind: 'curtain'; position: number; target: number }
  | { kind: 'fcu'; power: 0 | 1; mode: number; setpoint: number; fan: number; temp: number }
  | { kind: 'fcutemponly'; setpoint: number; temp: number }
  | { kind: 'language'; language: string };

function initialState(device: DeviceSpec): DeviceState {
  const kind = kindOf(device);
  switch (kind) {
    case 'light':
      return { kind, level: 0 };
    case 'sound':
      return { kind, level: 0 };
    case 'curtain':
      return { kind, position: 100, target: 100 };
    case 'fcu':
      return { kind, power: 1, mode: FCU_MODE.auto, setpoint: 22, fan: FCU_FAN.auto, temp: 24.5 };
    case 'fcutemponly':
      return { kind, setpoint: 24, temp: FLOOR_BASE_C };
    case 'language':
      return { kind, language: 'en' };
  }
}

const approach = (value: number, target: number, elapsedMs: number, tauMs: number) =>
  target + (value - target) * Math.exp(-elapsedMs / tauMs);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Where the air of a room with a fan coil unit is heading, and how fast. */
function fcuTarget(state: Extract<DeviceState, { kind: 'fcu' }>, windowOpen: boolean): { target: number; tau: number } {
  if (windowOpen) return { target: OUTDOOR_C, tau: WINDOW_TAU_MS };
  if (!state.power || state.mode === FCU_MODE.fan) return { target: INDOOR_DRIFT_C, tau: DRIFT_TAU_MS };
  const tau = FCU_TAU_MS[state.fan] ?? DRIFT_TAU_MS;
  const { setpoint } = state;
  if (state.mode === FCU_MODE.cool) return INDOOR_DRIFT_C > setpoint ? { target: setpoint, tau } : { target: INDOOR_DRIFT_C, tau: DRIFT_TAU_MS };
  if (state.mode === FCU_MODE.heat) return INDOOR_DRIFT_C < setpoint ? { target: setpoint, tau } : { target: INDOOR_DRIFT_C, tau: DRIFT_TAU_MS };
  return { target: setpoint, tau };
}

export interface RoomSimulator {
  read(device: DeviceSpec): DeviceReading;
  write(device: DeviceSpec, change: RcuStateChange): WriteOutcome;
  windowOpen(): boolean;
  setWindow(open: boolean): void;
}

/**
 * One room's controller with believable physics: lights and speakers follow at once, curtains travel for seconds,
 * the air drifts toward the setpoint over minutes (toward the outside with a window open, when the climate
 * stops and curtains are locked). Time is read from `now`, so the state is computed, not ticked.
 */
export function createRoomSimulator(devices: readonly DeviceSpec[], now: () => number = Date.now): RoomSimulator {
  const states = new Map(devices.map((device) => [device.id, initialState(device)]));
  let window = false;
  let at = now();

  const advance = () => {
    const time = now();
    const elapsed = Math.max(0, time - at);
    at = time;
    if (elapsed === 0) return;
    for (const state of states.values()) {
      if (state.kind === 'curtain') {
        const step = (elapsed / CURTAIN_TRAVEL_MS) * 100;
        const gap = state.target - state.position;
        state.position = Math.abs(gap) <= step ? state.target : state.position + Math.sign(gap) * step;
      } else if (state.kind === 'fcu') {
        const { target, tau } = fcuTarget(state, window);
        state.temp = approach(state.temp, target, elapsed, tau);
      } else if (state.kind === 'fcutemponly') {
        const target = window ? FLOOR_BASE_C : Math.max(state.setpoint, FLOOR_BASE_C);
        state.temp = approach(state.temp, target, elapsed, FLOOR_TAU_MS);
      }
    }
  };

  const stateOf = (device: DeviceSpec): DeviceState => {
    const state = states.get(device.id);
    if (!state) throw new Error(`room has no device ${device.id}`);
    return state;
  };

  const control = () => (window ? 0 : 1);

  return {
    read(device) {
      advance();
      const state = stateOf(device);
      switch (state.kind) {
        case 'light':
        case 'sound':
          return { state: state.level };
        case 'curtain': {
          const motion = state.target === state.position ? CURTAIN_MOTION.stopped : state.target > state.position ? CURTAIN_MOTION.opening : CURTAIN_MOTION.closing;
          return { state: Math.round(state.position), mode: motion, control: control() };
        }
        case 'fcu':
          return { state: state.power, mode: state.mode, temperature: state.setpoint, fan: state.fan, control: control(), roomTemperature: oneDecimal(state.temp) };
        case 'fcutemponly':
          return { state: 1, temperature: state.setpoint, control: control(), roomTemperature: oneDecimal(state.temp) };
        case 'language':
          return { language: state.language };
      }
    },
    write(device, change) {
      advance();
      const state = stateOf(device);
      if (window && (state.kind === 'curtain' || state.kind === 'fcu' || state.kind === 'fcutemponly')) {
        return { ok: false, reason: 'A window is open' };
      }
      switch (state.kind) {
        case 'light':
        case 'sound':
          state.level = change.state ?? state.level;
          break;
        case 'curtain':
          state.target = change.mode === CURTAIN_MOTION.stopped ? state.position : (change.state ?? state.target);
          break;
        case 'fcu':
          if (change.state !== undefined) state.power = change.state ? 1 : 0;
          state.mode = change.mode ?? state.mode;
          state.setpoint = change.temperature ?? state.setpoint;
          state.fan = change.fan ?? state.fan;
          break;
        case 'fcutemponly':
          state.setpoint = change.temperature ?? state.setpoint;
          break;
        case 'language':
          state.language = change.language ?? state.language;
          break;
      }
      return { ok: true };
    },
    windowOpen: () => window,
    setWindow(open) {
      advance();
      window = open;
      // A window contact stops moving curtains where they are.
      if (open) for (const state of states.values()) if (state.kind === 'curtain') state.target = state.position;
    },
  };
}
