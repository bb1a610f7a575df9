import { randomBytes } from 'node:crypto';
import type { InRoomRegisterResponse } from '../../common/api/auth';
import type { AppContext } from '../app-context';
import { groupsOf } from '../guests/guest-store';
import { tvIndexesOf } from '../hotels/hotel-state-store';
import type { RegistrationBody } from './in-room-bodies';

// Part 1 §8, inRoomRegister result codes.
const OK = 0;
const INSTALLATION_MODE_OFF = 1;
const MAC_OF_ANOTHER_ROOM = 3;
const ROOM_HAS_ANOTHER_MAC = 4;
const INCORRECT_DATA = 6;

export type RegisterOutcome = { ok: true; response: InRoomRegisterResponse } | { ok: false; result: number; reason: string };

const fail = (result: number, reason: string): RegisterOutcome => ({ ok: false, result, reason });

/** Runs inside the caller's transaction. Registering the same device to the same place again keeps its sign. */
export function registerDevice(ctx: AppContext, hotelId: number, body: RegistrationBody & { ip: string }): RegisterOutcome {
  if (!ctx.hotelState.installationMode(hotelId)) return fail(INSTALLATION_MODE_OFF, 'installation mode is off');
  const room = ctx.hotelState.room(hotelId, body.roomNumber);
  if (!room) return fail(INCORRECT_DATA, 'no such room');
  if (!tvIndexesOf(room).includes(body.tvIndex)) return fail(INCORRECT_DATA, 'no such TV index in this room');
  const existing = ctx.registrations.byMac(hotelId, body.mac);
  if (existing && existing.room !== body.roomNumber) return fail(MAC_OF_ANOTHER_ROOM, 'this device belongs to another room');
  const occupant = ctx.registrations.bySlot(hotelId, body.roomNumber, body.tvIndex);
  if (occupant && occupant.mac !== body.mac) return fail(ROOM_HAS_ANOTHER_MAC, 'another device is registered here');
  let sign = existing?.sign;
  if (existing && existing.tv_index === body.tvIndex) {
    ctx.registrations.updateIp(hotelId, body.mac, body.ip);
  } else {
    sign ??= randomBytes(24).toString('hex');
    ctx.registrations.place({ hotelId, room: body.roomNumber, tvIndex: body.tvIndex, mac: body.mac, ip: body.ip, sign });
  }
  const guest = ctx.guests.inRoom(hotelId, body.roomNumber)[0];
  return { ok: true, response: { result: OK, sign: sign as string, data: { groups: guest ? groupsOf(guest) : [] } } };
}
