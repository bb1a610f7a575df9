import type { Db } from '../db/open-database';

export interface RegistrationRow {
  room: string;
  tv_index: string;
  mac: string;
  ip: string;
  sign_hash: string;
  registered_at: number;
}

export interface NewRegistration {
  hotelId: number;
  room: string;
  tvIndex: string;
  mac: string;
  ip: string;
  signHash: string;
}

export type RegistrationStore = ReturnType<typeof registrationStore>;

/** One device per room and TV index; a MAC (or device UUID) belongs to one such place at a time. */
export function registrationStore(db: Db) {
  const byMac = db.prepare<[number, string], RegistrationRow>('SELECT * FROM registrations WHERE hotel_id = ? AND mac = ?');
  const bySlot = db.prepare<[number, string, string], RegistrationRow>(
    'SELECT * FROM registrations WHERE hotel_id = ? AND room = ? AND tv_index = ?',
  );
  const byRoom = db.prepare<[number, string], RegistrationRow>(
    'SELECT * FROM registrations WHERE hotel_id = ? AND room = ? ORDER BY tv_index',
  );
  const ofHotel = db.prepare<[number], RegistrationRow>('SELECT * FROM registrations WHERE hotel_id = ? ORDER BY room, tv_index');
  const remove = db.prepare('DELETE FROM registrations WHERE hotel_id = ? AND mac = ?');
  const insert = db.prepare(`
    INSERT INTO registrations (hotel_id, room, tv_index, mac, ip, sign_hash, registered_at)
    VALUES (@hotelId, @room, @tvIndex, @mac, @ip, @signHash, @now)`);
  const clearRoom = db.prepare('DELETE FROM registrations WHERE hotel_id = ? AND room = ?');
  return {
    byMac: (hotelId: number, mac: string) => byMac.get(hotelId, mac),
    bySlot: (hotelId: number, room: string, tvIndex: string) => bySlot.get(hotelId, room, tvIndex),
    byRoom: (hotelId: number, room: string) => byRoom.all(hotelId, room),
    all: (hotelId: number) => ofHotel.all(hotelId),
    /** Puts the device at its (new) place with a new sign, keeping nothing of the old one. Call inside a transaction. */
    place(registration: NewRegistration): void {
      remove.run(registration.hotelId, registration.mac);
      insert.run({ ...registration, now: Date.now() });
    },
    clearRoom: (hotelId: number, room: string) => clearRoom.run(hotelId, room).changes,
  };
}
