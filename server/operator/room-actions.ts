import type { AppContext } from '../app-context';
import type { CheckinBody } from './operator-bodies';

export type ActionOutcome = { status: number; body: object };

/** Ends the stay of whoever lives in the room and revokes every token they hold, phone and in-room alike. */
export function checkoutRoom(ctx: AppContext, hotelId: number, room: string): ActionOutcome {
  const outcome = ctx.db.transaction(() => {
    const guests = ctx.guests.inRoom(hotelId, room);
    let revokedTokens = 0;
    for (const guest of guests) {
      ctx.guests.end(guest.id);
      revokedTokens += ctx.tokens.revokeGuest(guest.id);
    }
    return { guestIds: guests.map((g) => g.id), revokedTokens };
  })();
  if (outcome.guestIds.length === 0) return { status: 409, body: { error: 'No guest is checked in to this room' } };
  for (const guestId of outcome.guestIds) ctx.events.emit({ type: 'checkout', hotelId, room, guestId });
  return { status: 200, body: { checkedOut: outcome.guestIds, revokedTokens: outcome.revokedTokens } };
}

export function checkinRoom(ctx: AppContext, hotelId: number, room: string, guest: CheckinBody): ActionOutcome {
  const guestId = ctx.db.transaction(() => {
    if (ctx.guests.inRoom(hotelId, room).length > 0) return undefined;
    return ctx.guests.insert(hotelId, {
      guestType: 'resident',
      room,
      guestName: guest.guestName,
      guestFirstName: guest.guestFirstName,
      guestTitle: guest.guestTitle,
      pmsregnum: guest.pmsregnum ?? null,
      email: guest.email ?? null,
      pin: guest.pin ?? null,
      phone: guest.phone ?? null,
      groups: guest.groups,
      lang: guest.lang ?? null,
      checkInDate: guest.checkInDate ?? null,
      checkOutDate: guest.checkOutDate ?? null,
    });
  })();
  if (guestId === undefined) return { status: 409, body: { error: 'A guest is already checked in to this room' } };
  ctx.events.emit({ type: 'checkin', hotelId, room, guestId });
  return { status: 201, body: { guestId } };
}

/** Frees the room's device places so a replaced tablet can register; the old devices lose their sessions. */
export function clearRegistration(ctx: AppContext, hotelId: number, room: string): ActionOutcome {
  const macs = ctx.db.transaction(() => {
    const registered = ctx.registrations.byRoom(hotelId, room).map((r) => r.mac);
    for (const mac of registered) ctx.tokens.revokeDevice(hotelId, mac);
    ctx.registrations.clearRoom(hotelId, room);
    return registered;
  })();
  if (macs.length > 0) ctx.events.emit({ type: 'registration-cleared', hotelId, room, macs });
  return { status: 200, body: { cleared: macs.length } };
}
