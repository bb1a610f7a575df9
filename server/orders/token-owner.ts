import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Db } from '../db/open-database';
import type { GuestRow } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';

/**
 * Who a commerce call acts for. A web token is its guest; an in-room token is its room (and the guest living
 * there when it was issued); the hotel's base token is a guest without login, owner of nothing.
 */
export type TokenOwner =
  | { kind: 'guest'; guest: GuestRow; room: string | null }
  | { kind: 'room'; guest: GuestRow; room: string }
  | { kind: 'none' };

export type PersonalOwner = Exclude<TokenOwner, { kind: 'none' }>;

export function ownerOfToken(ctx: AppContext, hotel: Hotel, token: string): TokenOwner | undefined {
  if (hotel.baseToken && sameText(token, hotel.baseToken)) return { kind: 'none' };
  const row = ctx.tokens.find(token, hotel.id);
  if (!row || row.guest_id === null) return undefined;
  const guest = guestById(ctx.db, row.guest_id);
  if (!guest || guest.status !== 'in') return undefined;
  if (row.kind === 'inroom' && row.room) return { kind: 'room', guest, room: row.room };
  return { kind: 'guest', guest, room: guest.room };
}

/** A guest's own token (web or in-room); the base token is nobody's. */
export function personalOwner(ctx: AppContext, hotel: Hotel, token: string): PersonalOwner | undefined {
  const owner = ownerOfToken(ctx, hotel, token);
  return owner && owner.kind !== 'none' ? owner : undefined;
}

const byId = new WeakMap<Db, (id: number) => GuestRow | undefined>();

export function guestById(db: Db, id: number): GuestRow | undefined {
  let find = byId.get(db);
  if (!find) {
    const statement = db.prepare<[number], GuestRow>('SELECT * FROM guests WHERE id = ?');
    find = (guestId) => statement.get(guestId);
    byId.set(db, find);
  }
  return find(id);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
