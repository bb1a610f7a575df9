import { createHash } from 'node:crypto';
import type { MobileKeyVendor } from '../../common/api/mobile-key';
import type { Hotel } from '../hotels/hotel';

/** A lock of the simulated door system: a room's own door or a door every guest of the building may open. */
export interface DoorLock {
  lockId: string;
  lockAlias: string;
  mac: string;
  vendor: MobileKeyVendor;
  /** The room the door belongs to; null for shared doors. */
  room: string | null;
}

export interface RoomDoors {
  building: string;
  vendor: MobileKeyVendor;
  /** The room's own door first, then the building's shared doors. */
  locks: DoorLock[];
}

/** Stable, made-up hardware address of a room's door lock, so keys and logs name the same lock across restarts. */
function roomDoorMac(hotelId: number, room: string): string {
  const bytes = createHash('sha256').update(`${hotelId}/${room}`).digest().subarray(0, 5);
  return ['C0', ...[...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase())].join(':');
}

const roomDoorId = (room: string) => `room-${room}`;

/** The doors a guest of `room` may open, or undefined when the room's building has no mobile-key locks. */
export function doorsOfRoom(hotel: Hotel, room: string | null): RoomDoors | undefined {
  if (!room) return undefined;
  const building = hotel.doorSystem.buildings.find((b) => b.rooms.includes(room));
  if (!building) return undefined;
  const own: DoorLock = { lockId: roomDoorId(room), lockAlias: `Room ${room}`, mac: roomDoorMac(hotel.id, room), vendor: building.vendor, room };
  const shared = building.sharedDoors.map((door) => ({ lockId: door.id, lockAlias: door.alias, mac: door.mac, vendor: building.vendor, room: null }));
  return { building: building.name, vendor: building.vendor, locks: [own, ...shared] };
}

/** Any lock of the hotel by id, for the door log of attempts that name a lock the guest may not open. */
export function lockById(hotel: Hotel, lockId: string): DoorLock | undefined {
  for (const building of hotel.doorSystem.buildings) {
    const shared = building.sharedDoors.find((door) => door.id === lockId);
    if (shared) return { lockId, lockAlias: shared.alias, mac: shared.mac, vendor: building.vendor, room: null };
    const room = building.rooms.find((number) => roomDoorId(number) === lockId);
    if (room) return doorsOfRoom(hotel, room)?.locks[0];
  }
  return undefined;
}
