import type { Db } from '../db/open-database';

export type SlotStore = ReturnType<typeof slotStore>;

export function slotStore(db: Db) {
  const counts = db.prepare<[number, number, number, string], { interval_code: string; taken: number; mine: number }>(`
    SELECT interval_code, COUNT(*) AS taken, SUM(guest_id = ?) AS mine FROM slot_bookings
    WHERE hotel_id = ? AND service_id = ? AND interval_code LIKE ? GROUP BY interval_code`);
  const count = db.prepare<[number, number, string], { taken: number }>(
    'SELECT COUNT(*) AS taken FROM slot_bookings WHERE hotel_id = ? AND service_id = ? AND interval_code = ?',
  );
  const mine = db.prepare<[number, number, string, number]>(
    'SELECT 1 FROM slot_bookings WHERE hotel_id = ? AND service_id = ? AND interval_code = ? AND guest_id = ?',
  );
  const remove = db.prepare('DELETE FROM slot_bookings WHERE hotel_id = ? AND service_id = ? AND interval_code = ? AND guest_id = ?');
  const ofGuest = db.prepare<[number, number, string], { service_id: number; interval_code: string }>(
    'SELECT service_id, interval_code FROM slot_bookings WHERE hotel_id = ? AND guest_id = ? AND interval_code >= ? ORDER BY interval_code, service_id',
  );
  const insert = db.prepare(
    'INSERT INTO slot_bookings (hotel_id, service_id, interval_code, guest_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    /** Bookings per interval of one day (codes share the day's prefix) and whether the guest holds one. */
    ofDay(hotelId: number, serviceId: number, dayPrefix: string, guestId: number): Map<string, { taken: number; mine: boolean }> {
      const rows = counts.all(guestId, hotelId, serviceId, `${dayPrefix}%`);
      return new Map(rows.map((r) => [r.interval_code, { taken: r.taken, mine: r.mine > 0 }]));
    },
    taken: (hotelId: number, serviceId: number, code: string) => count.get(hotelId, serviceId, code)?.taken ?? 0,
    isMine: (hotelId: number, serviceId: number, code: string, guestId: number) => mine.get(hotelId, serviceId, code, guestId) !== undefined,
    take: (hotelId: number, serviceId: number, code: string, guestId: number) => void insert.run(hotelId, serviceId, code, guestId, Date.now()),
    cancel: (hotelId: number, serviceId: number, code: string, guestId: number) => remove.run(hotelId, serviceId, code, guestId).changes > 0,
    /** The guest's bookings whose code sorts from `fromDay` ('YYYY-MM-DD') on. */
    ofGuest: (hotelId: number, guestId: number, fromDay: string) => ofGuest.all(hotelId, guestId, fromDay),
  };
}
