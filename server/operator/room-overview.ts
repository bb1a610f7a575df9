import type { AppContext } from '../app-context';
import { guestDataOf } from '../guests/guest-store';
import { tvIndexesOf } from '../hotels/hotel-state-store';

/** What the front desk sees per room: its devices and who lives there. */
export function roomOverview(ctx: AppContext, hotelId: number) {
  return ctx.hotelState.rooms(hotelId).map((room) => {
    const guest = ctx.guests.inRoom(hotelId, room.number)[0];
    return {
      number: room.number,
      tvIndexes: tvIndexesOf(room),
      registrations: ctx.registrations.byRoom(hotelId, room.number).map((r) => ({
        tvIndex: r.tv_index,
        mac: r.mac,
        ip: r.ip,
        registeredAt: new Date(r.registered_at).toISOString(),
      })),
      guest: guest ? { id: guest.id, lang: guest.lang, ...guestDataOf(guest) } : null,
    };
  });
}
