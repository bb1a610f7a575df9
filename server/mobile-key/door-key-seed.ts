import type { Db } from '../db/open-database';
import type { SeedGuest } from '../hotels/hotel-file-schema';

/** Keys of seeded stays: inserted once per guest, so the front desk's later changes survive a restart. */
export function doorKeySeeder(db: Db) {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO door_keys (guest_id, hotel_id, pin, state, issued_at, updated_at)
    SELECT id, hotel_id, @pin, @state, @now, @now FROM guests WHERE hotel_id = @hotelId AND seed_key = @guestKey`);
  return (hotelId: number, guestKey: string, mobileKey: SeedGuest['mobileKey']): void => {
    if (mobileKey) insert.run({ hotelId, guestKey, pin: mobileKey.pin, state: mobileKey.state, now: Date.now() });
  };
}
