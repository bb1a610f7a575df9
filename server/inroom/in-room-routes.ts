import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOST_PREFIX, apiPaths } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { anonymousWrites, replyTooMany } from '../http/anonymous-writes';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { IN_ROOM_CODES } from '../http/route-config';
import { parseWith } from '../http/validate';
import { registrationBody, tokenBody } from './in-room-bodies';
import { registerDevice } from './register-device';
import { roomLogin } from './room-login';

// Both calls share result 2 (invalid hotelId) and 6 (incorrect data), part 1 §8.
const INVALID_HOTEL = 2;
const options = { config: { resultCodes: IN_ROOM_CODES } };

type Outcome = { ok: true; response: object } | { ok: false; result: number; reason: string };

export function registerInRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registrations = anonymousWrites('registrations');
  app.post(HOST_PREFIX.api + apiPaths.register, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INVALID_HOTEL);
    const body = parseWith(registrationBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, IN_ROOM_CODES.badInput);
    if (body.data.hotelId !== hotel.id) return replyWrongHotel(reply);
    if (!registrations.take(hotel.id, request.ip)) return replyTooMany(reply, IN_ROOM_CODES.failure);
    const device = { ...body.data, ip: body.data.ip ?? request.ip };
    return answer(reply, ctx.db.transaction(() => registerDevice(ctx, hotel.id, device))());
  });

  app.post(HOST_PREFIX.api + apiPaths.token, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INVALID_HOTEL);
    const body = parseWith(tokenBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, IN_ROOM_CODES.badInput);
    if (body.data.hotelId !== hotel.id) return replyWrongHotel(reply);
    const room = roomOf(request.url, body.data.roomNumber);
    if (!room) return replyBadInput(reply, 'room number missing or not matching', IN_ROOM_CODES.badInput);
    return answer(reply, ctx.db.transaction(() => roomLogin(ctx, hotel, room, body.data))());
  });
}

function replyWrongHotel(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ result: INVALID_HOTEL, error: 'hotelId is not the hotel of this host' });
}

/** `/token?101`: the whole query is the room number; the body may repeat it but must agree. */
function roomOf(url: string, bodyRoom: string | undefined): string | undefined {
  const at = url.indexOf('?');
  const raw = at < 0 ? '' : url.slice(at + 1);
  let queryRoom: string | undefined;
  try {
    queryRoom = raw.includes('=') ? (new URLSearchParams(raw).get('roomNumber') ?? undefined) : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  queryRoom = queryRoom?.trim() || undefined;
  if (queryRoom && bodyRoom && queryRoom !== bodyRoom) return undefined;
  const room = queryRoom ?? bodyRoom;
  return room && /^[A-Za-z0-9._-]{1,16}$/.test(room) ? room : undefined;
}

function answer(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.ok) return reply.send(outcome.response);
  const status = outcome.result === IN_ROOM_CODES.badInput ? 400 : 200;
  return reply.code(status).send({ result: outcome.result, error: outcome.reason });
}
