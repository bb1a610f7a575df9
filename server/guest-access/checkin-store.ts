import type { Db } from '../db/open-database';

export interface OnlineCheckinRow {
  guest_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  arrival_time: string;
  signed_document_id: number | null;
  completed_at: number;
}

export type CheckinStore = ReturnType<typeof checkinStore>;

/** The online check-in of a stay, once completed; completing it again replaces the details, keeps every signature. */
export function checkinStore(db: Db) {
  const byGuest = db.prepare<[number], OnlineCheckinRow>('SELECT * FROM online_checkins WHERE guest_id = ?');
  const upsert = db.prepare(`
    INSERT INTO online_checkins (guest_id, hotel_id, first_name, last_name, email, phone, arrival_time, signed_document_id, completed_at)
    VALUES (@guestId, @hotelId, @firstName, @lastName, @email, @phone, @arrivalTime, @signedDocumentId, @now)
    ON CONFLICT (guest_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
      phone = excluded.phone, arrival_time = excluded.arrival_time, signed_document_id = excluded.signed_document_id,
      completed_at = excluded.completed_at`);
  return {
    of: (guestId: number) => byGuest.get(guestId),
    complete: (entry: { guestId: number; hotelId: number; firstName: string; lastName: string; email: string; phone: string; arrivalTime: string; signedDocumentId: number }) =>
      void upsert.run({ ...entry, now: Date.now() }),
  };
}
