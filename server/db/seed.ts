import type { Hotel } from '../hotels/hotel';
import type { SeedGuest, SeedLoyaltyAccount } from '../hotels/hotel-file-schema';
import { doorKeySeeder } from '../mobile-key/door-key-seed';
import type { Db } from './open-database';

/** Inserts what the resources describe and the database lacks; never overwrites or duplicates a row. */
export function seedHotels(db: Db, hotels: readonly Hotel[]): void {
  const insertHotel = db.prepare(
    'INSERT OR IGNORE INTO hotels (id, name, uid, installation_until) VALUES (?, ?, ?, ?)',
  );
  const insertRoom = db.prepare('INSERT OR IGNORE INTO rooms (hotel_id, number, tv_indexes) VALUES (?, ?, ?)');
  const insertGuest = db.prepare(`
    INSERT INTO guests (hotel_id, seed_key, guest_type, room, last_name, first_name, title, pmsregnum,
      email, pin, phone, groups, lang, check_in_date, check_out_date, status, created_at, no_post)
    SELECT @hotelId, @seedKey, 'resident', @room, @guestName, @guestFirstName, @guestTitle, @pmsregnum,
      @email, @pin, @phone, @groups, @lang, @checkInDate, @checkOutDate, 'in', @now, @noPost
    WHERE NOT EXISTS (SELECT 1 FROM guests WHERE hotel_id = @hotelId AND seed_key = @seedKey)`);
  const commerce = commerceSeeder(db);
  const doorKey = doorKeySeeder(db);
  db.transaction(() => {
    for (const hotel of hotels) {
      const window = hotel.seed.installationWindowMinutes;
      insertHotel.run(hotel.id, hotel.name, hotel.uid, window > 0 ? Date.now() + window * 60_000 : null);
      for (const room of hotel.seed.rooms) insertRoom.run(hotel.id, room.number, JSON.stringify(room.tvIndexes));
      for (const guest of hotel.seed.guests) insertGuest.run(guestParams(hotel.id, guest));
      for (const guest of hotel.seed.guests) commerce.guest(hotel.id, guest);
      for (const guest of hotel.seed.guests) doorKey(hotel.id, guestSeedKey(guest), guest.mobileKey);
      for (const account of hotel.seed.loyaltyAccounts) commerce.account(hotel.id, account);
    }
  })();
}

function guestParams(hotelId: number, guest: SeedGuest) {
  return {
    hotelId,
    seedKey: guestSeedKey(guest),
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
    noPost: guest.noPost ? 1 : 0,
    now: Date.now(),
  };
}

const guestSeedKey = (guest: SeedGuest): string => `${guest.room}/${guest.pmsregnum ?? guest.guestName}`;

/** Folio lines and loyalty accounts of the seed, keyed so a restart adds only what is missing. */
function commerceSeeder(db: Db) {
  const insertFolio = db.prepare(`
    INSERT INTO folio_lines (hotel_id, guest_id, seed_key, date, title, amount_minor, code, params)
    SELECT @hotelId, id, @lineKey, @date, @title, @amountMinor, @code, @params FROM guests WHERE hotel_id = @hotelId AND seed_key = @guestKey
      AND NOT EXISTS (SELECT 1 FROM folio_lines WHERE hotel_id = @hotelId AND seed_key = @lineKey)`);
  // Lines seeded before they had codes get them once.
  const codeFolio = db.prepare(
    'UPDATE folio_lines SET code = @code, params = @params WHERE hotel_id = @hotelId AND seed_key = @lineKey AND code IS NULL',
  );
  const insertAccount = db.prepare(`
    INSERT INTO loyalty_accounts (hotel_id, card_number, name, email, points, created_at)
    SELECT @hotelId, @cardNumber, @name, @email, @points, @now WHERE NOT EXISTS (
      SELECT 1 FROM loyalty_accounts WHERE hotel_id = @hotelId AND (card_number = @cardNumber OR email = @email))`);
  const linkAccount = db.prepare(`
    INSERT INTO loyalty_links (guest_id, account_id)
    SELECT g.id, a.id FROM guests g JOIN loyalty_accounts a ON a.hotel_id = g.hotel_id AND a.card_number = @cardNumber
    WHERE g.hotel_id = @hotelId AND g.seed_key = @guestKey AND NOT EXISTS (SELECT 1 FROM loyalty_links WHERE guest_id = g.id)`);
  const account = (hotelId: number, seed: SeedLoyaltyAccount) =>
    insertAccount.run({ hotelId, ...seed, email: seed.email.toLowerCase(), now: Date.now() });
  return {
    account,
    guest(hotelId: number, guest: SeedGuest): void {
      const guestKey = guestSeedKey(guest);
      guest.folio.forEach(({ code, params, ...line }, i) => {
        const coded = { hotelId, lineKey: `${guestKey}#${i}`, code: code ?? null, params: params ? JSON.stringify(params) : null };
        insertFolio.run({ guestKey, ...line, ...coded });
        if (code) codeFolio.run(coded);
      });
      if (!guest.loyalty) return;
      const name = [guest.guestFirstName, guest.guestName].filter(Boolean).join(' ');
      const email = guest.email ?? `${guest.loyalty.cardNumber}@loyalty.invalid`;
      account(hotelId, { ...guest.loyalty, name, email });
      linkAccount.run({ hotelId, guestKey, cardNumber: guest.loyalty.cardNumber });
    },
  };
}
