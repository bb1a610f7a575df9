import type { WebLoginResponse } from '../../common/api/auth';
import type { GuestType } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import { guestDataOf, sameName, type GuestRow } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';
import { isEmail, normalisePhone, type WebLoginBody } from './web-login-body';

// Part 1 §8, webLogin result codes.
const OK = 0;
const INCORRECT_DATA = 1;
const GUEST_NOT_FOUND = 3;
const INCORRECT_EMAIL = 5;
const INCORRECT_PHONE = 6;

export type WebLoginOutcome = { ok: true; response: WebLoginResponse } | { ok: false; result: number; reason: string };

const fail = (result: number, reason: string): WebLoginOutcome => ({ ok: false, result, reason });

/** Runs inside one transaction (the caller's), so a failed login writes nothing. */
export function webLogin(ctx: AppContext, hotel: Hotel, body: WebLoginBody): WebLoginOutcome {
  if (body.hotelId !== hotel.id) return fail(INCORRECT_DATA, 'hotelId does not match the hotel');
  if (!offers(hotel, body.type)) return fail(INCORRECT_DATA, `guest type ${body.type} is not offered by this hotel`);
  const found = findGuest(ctx, hotel, body);
  if ('result' in found) return fail(found.result, found.reason);
  const token = ctx.tokens.issue({
    hotelId: hotel.id,
    kind: 'web',
    guestId: found.guest.id,
    room: found.guest.room,
    mac: null,
    deviceId: body.deviceId ?? null,
  });
  return {
    ok: true,
    response: { result: OK, token, data: guestDataOf(found.guest), lang: found.guest.lang ?? hotel.config.defaultLanguage },
  };
}

/** Part 1 §6: pms falls back to resident, so a hotel offering one accepts both. */
function offers(hotel: Hotel, type: GuestType): boolean {
  const offered = new Set<GuestType>(hotel.config.guestTypes);
  if (offered.has('pms') || offered.has('resident')) offered.add('pms').add('resident');
  return offered.size === 0 ? type === 'notResident' : offered.has(type);
}

type Found = { guest: GuestRow } | { result: number; reason: string };

function findGuest(ctx: AppContext, hotel: Hotel, { type, login, password }: WebLoginBody): Found {
  switch (type) {
    case 'resident':
    case 'pms':
      return inRoom(ctx, hotel, login, password, 'last name', (g) => sameName(g.last_name, password));
    case 'pmsnum':
      return inRoom(ctx, hotel, login, password, 'booking number', (g) => g.pmsregnum === password);
    case 'pmsnum-name': {
      if (!password) return { result: INCORRECT_DATA, reason: 'password (last name) is required' };
      const guest = ctx.guests.byBooking(hotel.id, login).find((g) => sameName(g.last_name, password));
      return guest ? { guest } : { result: GUEST_NOT_FOUND, reason: 'no guest with this booking and name' };
    }
    case 'email-pin': {
      if (!isEmail(login)) return { result: INCORRECT_EMAIL, reason: 'login is not an e-mail address' };
      if (!password) return { result: INCORRECT_DATA, reason: 'password (PIN) is required' };
      const guest = ctx.guests.byEmail(hotel.id, login).find((g) => g.pin !== null && g.pin === password);
      return guest ? { guest } : { result: GUEST_NOT_FOUND, reason: 'no guest with this e-mail and PIN' };
    }
    case 'notResident': {
      const phone = normalisePhone(login);
      if (!phone) return { result: INCORRECT_PHONE, reason: 'login is not a phone number (+ and 7-15 digits)' };
      return { guest: nonResident(ctx, hotel.id, phone) };
    }
  }
}

function inRoom(
  ctx: AppContext,
  hotel: Hotel,
  room: string,
  secret: string,
  secretName: string,
  matches: (guest: GuestRow) => boolean,
): Found {
  if (!secret) return { result: INCORRECT_DATA, reason: `password (${secretName}) is required` };
  // "No such room" answers like a wrong name: a guesser learns nothing of which rooms exist or are let.
  const guest = ctx.guests.inRoom(hotel.id, room).find(matches);
  return guest ? { guest } : { result: GUEST_NOT_FOUND, reason: `no guest in this room with this ${secretName}` };
}

function nonResident(ctx: AppContext, hotelId: number, phone: string): GuestRow {
  const existing = ctx.guests.nonResident(hotelId, phone);
  if (existing) return existing;
  ctx.guests.insert(hotelId, {
    guestType: 'notResident', room: null, guestName: '', guestFirstName: '', guestTitle: '', pmsregnum: null,
    email: null, pin: null, phone, groups: [], lang: null, checkInDate: null, checkOutDate: null,
  });
  return ctx.guests.nonResident(hotelId, phone) as GuestRow;
}
