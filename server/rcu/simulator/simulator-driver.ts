import { ControllerUnreachable, type RoomControlDriver } from '../driver';
import type { DeviceSpec } from '../room-control-schema';
import { createRoomSimulator, type RoomSimulator } from './room-simulator';

export interface ControllerFaults {
  /** The controller answers nothing: state.php and push.php fail with 504. */
  unreachable: boolean;
  /** Every answer waits this long (beyond 2 s a push times out in the app, beyond 5 s a read). */
  delayMs: number;
}

export const NO_FAULTS: ControllerFaults = { unreachable: false, delayMs: 0 };

export interface SimulatorDriver extends RoomControlDriver {
  readonly kind: 'simulator';
  /** The room's simulator itself, for the operator: no faults in the way. */
  room(room: string): RoomSimulator;
  faults(room: string): ControllerFaults;
  setFaults(room: string, faults: Partial<ControllerFaults>): ControllerFaults;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The demo's controllers: one simulator per room, made on first use, with the faults the operator switches on. */
export function simulatorDriver(devices: readonly DeviceSpec[], now: () => number = Date.now): SimulatorDriver {
  const rooms = new Map<string, RoomSimulator>();
  const faults = new Map<string, ControllerFaults>();

  const room = (number: string) => {
    let simulator = rooms.get(number);
    if (!simulator) {
      simulator = createRoomSimulator(devices, now);
      rooms.set(number, simulator);
    }
    return simulator;
  };

  /** What a real controller's faults look like from the rcu host: late, or not at all. */
  const answer = async <T>(number: string, act: () => T): Promise<T> => {
    const { unreachable, delayMs } = faults.get(number) ?? NO_FAULTS;
    if (delayMs > 0) await wait(delayMs);
    if (unreachable) throw new ControllerUnreachable(number);
    return act();
  };

  return {
    kind: 'simulator',
    read: (number, device: DeviceSpec) => answer(number, () => room(number).read(device)),
    write: (number, device, change) => answer(number, () => room(number).write(device, change)),
    ping: (number) => answer(number, () => undefined),
    room,
    faults: (number) => faults.get(number) ?? NO_FAULTS,
    setFaults(number, patch) {
      const next = { ...(faults.get(number) ?? NO_FAULTS), ...patch };
      faults.set(number, next);
      return next;
    },
    close: async () => undefined,
  };
}
