import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { realtimePaths, type ChannelNames, type RealtimeSessionResponse } from '../../common/api/realtime';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { intField, parseWith, requiredText } from '../http/validate';
import { guestById } from '../orders/token-owner';
import type { ChannelTarget } from './channel-directory';
import { signMatches } from '../inroom/sign';

const OK = 0;
const BAD_INPUT = 1;
const NOT_REGISTERED = 1;
const INVALID_TOKEN = 3;

const sessionBody = z.union([
  z.object({ token: requiredText(200) }).strict(),
  z.object({ hotelId: intField, roomNumber: requiredText(16), mac: requiredText(64), sign: requiredText(200) }).strict(),
]);

/** Ours (docs/backend-contract.md): the channels a token or a registered room device listens on, and their keys. */
export function registerRealtimeSessionRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + realtimePaths.session, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(sessionBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    reply.header('Cache-Control', 'no-store');
    const targets = 'token' in body.data ? tokenTargets(ctx, hotel, body.data.token) : deviceTargets(ctx, hotel, body.data);
    if (typeof targets === 'number') return { result: targets } satisfies RealtimeSessionResponse;
    const { channels, keys, positions } = ctx.realtime.namesFor(targets);
    return { result: OK, channels: channels as ChannelNames, keys, positions } satisfies RealtimeSessionResponse;
  });
}

function tokenTargets(ctx: AppContext, hotel: Hotel, token: string): ChannelTarget[] | number {
  const row = ctx.tokens.find(token, hotel.id);
  if (!row || row.guest_id === null) return INVALID_TOKEN;
  const guest = guestById(ctx.db, row.guest_id);
  if (!guest || guest.status !== 'in') return INVALID_TOKEN;
  const targets: ChannelTarget[] = [{ scope: 'token', hotelId: hotel.id, guestId: guest.id }];
  const room = row.kind === 'inroom' ? row.room : guest.room;
  const stay = room ? ctx.realtime.stayOf(hotel.id, room) : undefined;
  if (room && stay !== undefined) {
    targets.push({ scope: 'roomR', hotelId: hotel.id, room, stayGuestId: stay }, { scope: 'roomT', hotelId: hotel.id, room, stayGuestId: stay });
  }
  if (row.kind === 'inroom' && room) targets.push({ scope: 'device', hotelId: hotel.id, room }, { scope: 'hotel', hotelId: hotel.id });
  return targets;
}

function deviceTargets(ctx: AppContext, hotel: Hotel, device: { hotelId: number; roomNumber: string; mac: string; sign: string }): ChannelTarget[] | number {
  if (device.hotelId !== hotel.id) return NOT_REGISTERED;
  const registration = ctx.registrations.byMac(hotel.id, device.mac);
  if (!registration || registration.room !== device.roomNumber || !signMatches(device.sign, registration.sign_hash)) return NOT_REGISTERED;
  return [
    { scope: 'device', hotelId: hotel.id, room: registration.room },
    { scope: 'hotel', hotelId: hotel.id },
  ];
}
