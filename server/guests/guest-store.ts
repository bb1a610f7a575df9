import type { GuestData } from '../../common/api/auth';
import type { Db } from '../db/open-database';

export interface GuestRow {
  id: number;
  hotel_id: number;
  guest_type: string;
  room: string | null;
  last_name: string;
  first_name: string;
  title: string;
  pmsregnum: string | null;
  email: string | null;
  pin: string | null;
  phone: string | null;
  groups: string;
  lang: string | null;
  check_in_date: string | null;
  check_out_date: string | null;
  status: 'in' | 'out';
}

export interface NewGuest {
  guestType: string;
  room: string | null;
  guestName: string;
  guestFirstName: string;
  guestTitle: string;
  pmsregnum: string | null;
  email: string | null;
  pin: string | null;
  phone: string | null;
  groups: string[];
  lang: string | null;
  checkInDate: string | null;
  checkOutDate: string | null;
}

export type GuestStore = ReturnType<typeof guestStore>;

/** Guests staying now have status 'in'; a checkout keeps the row (status 'out') for the record. */
export function guestStore(db: Db) {
  const inRoom = db.prepare<[number, string], GuestRow>(
    "SELECT * FROM guests WHERE hotel_id = ? AND room = ? AND status = 'in' AND guest_type <> 'notResident' ORDER BY id",
  );
  const byBooking = db.prepare<[number, string], GuestRow>(
    "SELECT * FROM guests WHERE hotel_id = ? AND pmsregnum = ? AND status = 'in' ORDER BY id",
  );
  const byEmail = db.prepare<[number, string], GuestRow>(
    "SELECT * FROM guests WHERE hotel_id = ? AND email = ? AND status = 'in' ORDER BY id",
  );
  const nonResident = db.prepare<[number, string], GuestRow>(
    "SELECT * FROM guests WHERE hotel_id = ? AND phone = ? AND guest_type = 'notResident' AND status = 'in'",
  );
  const staying = db.prepare<[number], GuestRow>("SELECT * FROM guests WHERE hotel_id = ? AND status = 'in' ORDER BY id");
  const insert = db.prepare(`
    INSERT INTO guests (hotel_id, guest_type, room, last_name, first_name, title, pmsregnum, email, pin, phone,
      groups, lang, check_in_date, check_out_date, status, created_at)
    VALUES (@hotelId, @guestType, @room, @guestName, @guestFirstName, @guestTitle, @pmsregnum, @email, @pin, @phone,
      @groups, @lang, @checkInDate, @checkOutDate, 'in', @now)`);
  const end = db.prepare("UPDATE guests SET status = 'out', ended_at = ? WHERE id = ? AND status = 'in'");
  return {
    inRoom: (hotelId: number, room: string) => inRoom.all(hotelId, room),
    /** Everyone checked in to the hotel now, residents and guests who are not staying alike. */
    staying: (hotelId: number) => staying.all(hotelId),
    byBooking: (hotelId: number, booking: string) => byBooking.all(hotelId, booking),
    byEmail: (hotelId: number, email: string) => byEmail.all(hotelId, email.toLowerCase()),
    nonResident: (hotelId: number, phone: string) => nonResident.get(hotelId, phone),
    insert(hotelId: number, guest: NewGuest): number {
      const params = { ...guest, hotelId, email: guest.email?.toLowerCase() ?? null, groups: JSON.stringify(guest.groups), now: Date.now() };
      return Number(insert.run(params).lastInsertRowid);
    },
    end: (guestId: number) => end.run(Date.now(), guestId).changes > 0,
  };
}

export const groupsOf = (guest: GuestRow): string[] => JSON.parse(guest.groups) as string[];

export const sameName = (a: string, b: string): boolean =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

export function guestDataOf(guest: GuestRow): GuestData {
  const data: GuestData = {
    guestName: guest.last_name,
    guestFirstName: guest.first_name,
    guestTitle: guest.title,
    groups: groupsOf(guest),
  };
  if (guest.room) data.room = guest.room;
  if (guest.pmsregnum) data.pmsregnum = guest.pmsregnum;
  if (guest.email) data.guestEmail = guest.email;
  if (guest.phone) data.phone = guest.phone;
  if (guest.check_in_date) data.checkInDate = guest.check_in_date;
  if (guest.check_out_date) data.checkOutDate = guest.check_out_date;
  return data;
}
