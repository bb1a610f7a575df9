import type { Db } from '../db/open-database';

export type RequestStatus = 'pending' | 'confirmed' | 'refused';

export interface RegistrationRequestRow {
  id: number;
  room: string;
  tv_index: string;
  mac: string;
  ip: string;
  status: RequestStatus;
  requested_at: number;
  decided_at: number | null;
}

export interface RequestPlace {
  hotelId: number;
  room: string;
  tvIndex: string;
  mac: string;
}

/** Waiting requests a hotel keeps at most: a flood of made-up devices cannot grow the table without bound. */
const MAX_OPEN_REQUESTS = 200;

export type RegistrationRequestStore = ReturnType<typeof registrationRequestStore>;

/** Registrations made while the installation window is closed, waiting for the operator (part 1 §8, result 1). */
export function registrationRequestStore(db: Db) {
  const find = db.prepare<[number, string, string, string], RegistrationRequestRow>(
    'SELECT * FROM registration_requests WHERE hotel_id = ? AND mac = ? AND room = ? AND tv_index = ?',
  );
  const byId = db.prepare<[number, number], RegistrationRequestRow>('SELECT * FROM registration_requests WHERE hotel_id = ? AND id = ?');
  const list = db.prepare<[number, number], RegistrationRequestRow>(
    'SELECT * FROM registration_requests WHERE hotel_id = ? ORDER BY requested_at DESC, id DESC LIMIT ?',
  );
  const open = db.prepare<[number], number>("SELECT count(*) FROM registration_requests WHERE hotel_id = ? AND status = 'pending'").pluck();
  const insert = db.prepare(`
    INSERT INTO registration_requests (hotel_id, room, tv_index, mac, ip, status, requested_at)
    VALUES (@hotelId, @room, @tvIndex, @mac, @ip, 'pending', @now)`);
  const touch = db.prepare('UPDATE registration_requests SET ip = ?, requested_at = ? WHERE id = ?');
  const decide = db.prepare('UPDATE registration_requests SET status = ?, decided_at = ? WHERE hotel_id = ? AND id = ?');
  const remove = db.prepare('DELETE FROM registration_requests WHERE id = ?');
  return {
    find: (place: RequestPlace) => find.get(place.hotelId, place.mac, place.room, place.tvIndex),
    byId: (hotelId: number, id: number) => byId.get(hotelId, id),
    list: (hotelId: number, limit = MAX_OPEN_REQUESTS) => list.all(hotelId, limit),
    /** Records the request, or refreshes a pending one's address; false when the hotel already has too many waiting. */
    ask(place: RequestPlace & { ip: string }): boolean {
      const existing = find.get(place.hotelId, place.mac, place.room, place.tvIndex);
      if (existing) {
        if (existing.status === 'pending') touch.run(place.ip, Date.now(), existing.id);
        return true;
      }
      if ((open.get(place.hotelId) ?? 0) >= MAX_OPEN_REQUESTS) return false;
      insert.run({ ...place, now: Date.now() });
      return true;
    },
    decide: (hotelId: number, id: number, status: Exclude<RequestStatus, 'pending'>) => decide.run(status, Date.now(), hotelId, id).changes > 0,
    /** A confirmed request is used up by the registration it allowed. */
    remove: (id: number) => remove.run(id),
  };
}
