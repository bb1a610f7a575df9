import type { AppContext } from '../app-context';
import { hashOf } from '../auth/token-store';
import type { Db } from '../db/open-database';
import type { GuestRow } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';
import { guestById } from '../orders/token-owner';
import type { DoorKeyRow } from './door-key-store';
import { doorsOfRoom, type RoomDoors } from './door-system';

/**
 * Who a mobile-key call speaks for. The door system knows stays the front desk has ended: a token revoked by a
 * checkout still names its guest, so the answer is "checked out" rather than "incorrect token".
 */
export type KeyHolder =
  | { kind: 'incorrect-token' }
  | { kind: 'checked-out'; guest: GuestRow; doors: RoomDoors | undefined }
  | { kind: 'guest'; guest: GuestRow; room: string | null; doors: RoomDoors | undefined; key: DoorKeyRow | undefined };

interface TokenRowAnyState {
  kind: 'web' | 'inroom';
  guest_id: number | null;
  room: string | null;
  revoked_at: number | null;
}

const lookups = new WeakMap<Db, (hash: string, hotelId: number, now: number) => TokenRowAnyState | undefined>();

function tokenEvenRevoked(db: Db, token: string, hotelId: number): TokenRowAnyState | undefined {
  let find = lookups.get(db);
  if (!find) {
    const statement = db.prepare<[string, number, number], TokenRowAnyState>(
      'SELECT kind, guest_id, room, revoked_at FROM tokens WHERE token_hash = ? AND hotel_id = ? AND expires_at > ?',
    );
    find = (hash, id, now) => statement.get(hash, id, now);
    lookups.set(db, find);
  }
  return find(hashOf(token), hotelId, Date.now());
}

export function keyHolder(ctx: AppContext, hotel: Hotel, token: string): KeyHolder {
  const row = token ? tokenEvenRevoked(ctx.db, token, hotel.id) : undefined;
  const guest = row?.guest_id != null ? guestById(ctx.db, row.guest_id) : undefined;
  if (!row || !guest) return { kind: 'incorrect-token' };
  const room = row.kind === 'inroom' && row.room ? row.room : guest.room;
  const doors = doorsOfRoom(hotel, room);
  if (guest.status === 'out') return { kind: 'checked-out', guest, doors };
  if (row.revoked_at !== null) return { kind: 'incorrect-token' };
  const key = ctx.doorKeys.keyOf(guest.id);
  if (key?.state === 'checked-out') return { kind: 'checked-out', guest, doors };
  return { kind: 'guest', guest, room, doors, key };
}
