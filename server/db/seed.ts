import type { Hotel } from '../hotels/hotel';
import type { SeedGuest } from '../hotels/hotel-file-schema';
import type { Db } from './open-database';

/** Inserts what the resources describe and the database lacks; never overwrites or duplicates a row. */
export function seedHotels(db: Db, hotels: readonly Hotel[]): void {
  const insertHotel = db.prepare(
    'INSERT OR IGNORE INTO hotels (id, name, uid, installation_mode) VALUES (?, ?, ?, ?)',
  );
  const insertRoom = db.prepare('INSERT OR IGNORE INTO rooms (hotel_id, number, tv_indexes) VALUES (?, ?, ?)');
  const insertGuest = db.prepare(`
    INSERT INTO guests (hotel_id, seed_key, guest_type, room, last_name, first_name, title, pmsregnum,
      email, pin, phone, groups, lang, check_in_date, check_out_date, status, created_at)
    SELECT @hotelId, @seedKey, 'resident', @room, @guestName, @guestFirstName, @guestTitle, @pmsregnum,
      @email, @pin, @phone, @groups, @lang, @checkInDate, @checkOutDate, 'in', @now
    WHERE NOT EXISTS (SELECT 1 FROM guests WHERE hotel_id = @hotelId AND seed_key = @seedKey)`);
  db.transaction(() => {
    for (const hotel of hotels) {
      insertHotel.run(hotel.id, hotel.name, hotel.uid, hotel.seed.installationMode ? 1 : 0);
      for (const room of hotel.seed.rooms) insertRoom.run(hotel.id, room.number, JSON.stringify(room.tvIndexes));
      for (const guest of hotel.seed.guests) insertGuest.run(guestParams(hotel.id, guest));
    }
  })();
}

function guestParams(hotelId: number, guest: SeedGuest) {
  return {
    hotelId,
    seedKey: `${guest.room}/${guest.pmsregnum ?? guest.guestName}`,
    room: guest.room,
    guestName: guest.guestName,
    guestFirstName: guest.guestFirstName,
    guestTitle: guest.guestTitle,
    pmsregnum: guest.pmsregnum ?? null,
    email: guest.email?.toLowerCase() ?? null,
    pin: guest.pin ?? null,
    phone: guest.phone ?? null,
    groups: JSON.stringify(guest.groups),
    lang: guest.lang ?? null,
    checkInDate: guest.checkInDate ?? null,
    checkOutDate: guest.checkOutDate ?? null,
    now: Date.now(),
  };
}
