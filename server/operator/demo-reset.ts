import type { AppContext } from '../app-context';
import { seedHotels } from '../db/seed';
import type { Hotel } from '../hotels/hotel';

export interface DemoResetOutcome {
  /** Guests whose stay the reset ended (their tokens are revoked, so their apps log out). */
  checkedOut: { room: string | null; guestId: number }[];
  /** The seeded guests, checked in again as new stays: `{ room, guestId }`. */
  checkedIn: { room: string; guestId: number }[];
}

/**
 * Gives the hotel its seeded guests back, as on the day the demo was installed: everyone staying now checks out
 * (their orders, bills and tokens stay behind with the ended stays), every seeded guest checks in as a new stay with
 * the seed's bill lines and loyalty points, the spa's bookings go, and the installation window is as the seed says.
 * Rooms and registered devices stay, so the room tablets log in to the new stays by themselves.
 */
export function resetDemoHotel(ctx: AppContext, hotel: Hotel): DemoResetOutcome {
  const outcome = ctx.db.transaction((): DemoResetOutcome => {
    const staying = ctx.db
      .prepare<[number], { room: string | null; guestId: number }>("SELECT room, id AS guestId FROM guests WHERE hotel_id = ? AND status = 'in' ORDER BY id")
      .all(hotel.id);
    for (const { guestId } of staying) {
      ctx.guests.end(guestId);
      ctx.tokens.revokeGuest(guestId);
    }
    // The ended stays keep their rows (orders point at them); only their seed keys go, so the seed inserts anew.
    ctx.db.prepare('UPDATE guests SET seed_key = NULL WHERE hotel_id = ? AND seed_key IS NOT NULL').run(hotel.id);
    ctx.db.prepare("UPDATE folio_lines SET seed_key = 'ended:' || id WHERE hotel_id = ? AND seed_key NOT LIKE 'ended:%'").run(hotel.id);
    ctx.db.prepare('DELETE FROM slot_bookings WHERE hotel_id = ?').run(hotel.id);
    const setPoints = ctx.db.prepare('UPDATE loyalty_accounts SET points = ? WHERE hotel_id = ? AND card_number = ?');
    for (const guest of hotel.seed.guests) if (guest.loyalty) setPoints.run(guest.loyalty.points, hotel.id, guest.loyalty.cardNumber);
    for (const account of hotel.seed.loyaltyAccounts) setPoints.run(account.points, hotel.id, account.cardNumber);
    const window = hotel.seed.installationWindowMinutes;
    ctx.hotelState.setInstallationUntil(hotel.id, window > 0 ? Date.now() + window * 60_000 : null);
    seedHotels(ctx.db, [hotel]);
    const checkedIn = ctx.db
      .prepare<[number], { room: string; guestId: number }>("SELECT room, id AS guestId FROM guests WHERE hotel_id = ? AND status = 'in' ORDER BY id")
      .all(hotel.id);
    return { checkedOut: staying, checkedIn };
  })();
  for (const { room, guestId } of outcome.checkedOut) if (room) ctx.events.emit({ type: 'checkout', hotelId: hotel.id, room, guestId });
  for (const { room, guestId } of outcome.checkedIn) ctx.events.emit({ type: 'checkin', hotelId: hotel.id, room, guestId });
  return outcome;
}
