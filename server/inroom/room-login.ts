import type { InRoomLoginResponse } from '../../common/api/auth';
import type { AppContext } from '../app-context';
import { groupsOf } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';
import type { TokenBody } from './in-room-bodies';
import { signMatches } from './sign';

// Part 1 §8, inRoomLogin result codes.
const OK = 0;
const INVALID_SIGN = 1;
const MAC_NOT_REGISTERED = 3;
const NO_GUEST_LIVING = 4;

export type RoomLoginOutcome = { ok: true; response: InRoomLoginResponse } | { ok: false; result: number; reason: string };

const fail = (result: number, reason: string): RoomLoginOutcome => ({ ok: false, result, reason });

/** A registered device logs in as the room; the token belongs to the guest living there now. */
export function roomLogin(ctx: AppContext, hotel: Hotel, room: string, body: TokenBody): RoomLoginOutcome {
  const registration = ctx.registrations.byMac(hotel.id, body.mac);
  if (!registration || registration.room !== room) return fail(MAC_NOT_REGISTERED, 'this device is not registered in this room');
  if (!signMatches(body.sign, registration.sign_hash)) return fail(INVALID_SIGN, 'sign does not match the registration');
  const guest = ctx.guests.inRoom(hotel.id, room)[0];
  if (!guest) return fail(NO_GUEST_LIVING, 'no guest is checked in to this room');
  const token = ctx.tokens.issue({ hotelId: hotel.id, kind: 'inroom', guestId: guest.id, room, mac: body.mac, deviceId: null });
  return {
    ok: true,
    response: {
      result: OK,
      token,
      lang: guest.lang ?? hotel.config.defaultLanguage,
      guestName: guest.last_name,
      guestFirstName: guest.first_name,
      guestTitle: guest.title,
      groups: groupsOf(guest),
    },
  };
}

