import type { RcuRemoteState, RcuStateChange } from '../../common/api/rcu';
import type { DeviceSpec } from './room-control-schema';

/** What a controller reports of one device: the fields it has (the app reads missing ones as 0). */
export type DeviceReading = Partial<RcuRemoteState>;

export type WriteOutcome = { ok: true } | { ok: false; reason: string };

/**
 * The seam between the rcu host and a hotel's room controllers. The demo's simulator is one driver; Modbus TCP is
 * another; KNX or BACnet gateways would be more. A driver throws `ControllerUnreachable` when the room's
 * controller does not answer, and answers `{ok: false}` when it refuses a change (a window is open).
 */
export interface RoomControlDriver {
  readonly kind: 'simulator' | 'modbus';
  read(room: string, device: DeviceSpec): Promise<DeviceReading>;
  write(room: string, device: DeviceSpec, change: RcuStateChange): Promise<WriteOutcome>;
  /** Whether the room's controller answers at all (the service pages' diagnostics). */
  ping(room: string): Promise<void>;
  close(): Promise<void>;
}

export class ControllerUnreachable extends Error {
  constructor(room: string, cause?: unknown) {
    super(`The room controller of room ${room} does not answer`, { cause });
    this.name = 'ControllerUnreachable';
  }
}
