import type { InRoomRegisterResponse } from '../../common/api/auth';
import type { AppContext } from '../app-context';
import { groupsOf } from '../guests/guest-store';
import { tvIndexesOf } from '../hotels/hotel-state-store';
import type { RegistrationBody } from './in-room-bodies';
import { newSign, signHash } from './sign';

// Part 1 §8, inRoomRegister result codes.
const OK = 0;
const NEEDS_CONFIRMATION = 1;
const MAC_OF_ANOTHER_ROOM = 3;
const ROOM_HAS_ANOTHER_MAC = 4;
const INCORRECT_DATA = 6;

export type RegisterOutcome = { ok: true; response: InRoomRegisterResponse } | { ok: false; result: number; reason: string };

const fail = (result: number, reason: string): RegisterOutcome => ({ ok: false, result, reason });

/**
 * Runs inside the caller's transaction. While the operator's installation window is open a device registers at
 * once; while it is closed the request waits for the operator (result 1), and the device's next attempt after the
 * operator confirmed it registers. Every registration hands out a new sign: only its hash is kept.
 */
export function registerDevice(ctx: AppContext, hotelId: number, body: RegistrationBody & { ip: string }): RegisterOutcome {
  const room = ctx.hotelState.room(hotelId, body.roomNumber);
  if (!room) return fail(INCORRECT_DATA, 'no such room');
  if (!tvIndexesOf(room).includes(body.tvIndex)) return fail(INCORRECT_DATA, 'no such TV index in this room');
  const existing = ctx.registrations.byMac(hotelId, body.mac);
  if (existing && existing.room !== body.roomNumber) return fail(MAC_OF_ANOTHER_ROOM, 'this device belongs to another room');
  const occupant = ctx.registrations.bySlot(hotelId, body.roomNumber, body.tvIndex);
  if (occupant && occupant.mac !== body.mac) return fail(ROOM_HAS_ANOTHER_MAC, 'another device is registered here');

  if (ctx.hotelState.installationUntil(hotelId) === null) {
    const place = { hotelId, room: body.roomNumber, tvIndex: body.tvIndex, mac: body.mac };
    const request = ctx.registrationRequests.find(place);
    if (request?.status !== 'confirmed') {
      ctx.registrationRequests.ask({ ...place, ip: body.ip });
      return fail(NEEDS_CONFIRMATION, 'installation mode is off: the operator must confirm this registration');
    }
    ctx.registrationRequests.remove(request.id);
  }

  const sign = newSign();
  ctx.registrations.place({ hotelId, room: body.roomNumber, tvIndex: body.tvIndex, mac: body.mac, ip: body.ip, signHash: signHash(sign) });
  const guest = ctx.guests.inRoom(hotelId, body.roomNumber)[0];
  return { ok: true, response: { result: OK, sign, data: { groups: guest ? groupsOf(guest) : [] } } };
}
