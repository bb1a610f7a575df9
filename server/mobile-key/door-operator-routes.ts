import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOOR_KEY_STATES } from '../../common/api/mobile-key';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { doorsOfRoom } from './door-system';

const logQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
const keyBody = z.strictObject({
  state: z.enum(DOOR_KEY_STATES),
  pin: z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits').optional(),
});

type HotelParams = { Params: { hotel: string } };
type RoomParams = { Params: { hotel: string; room: string } };

/** The front desk's door console: the door log, and issuing, cancelling or ending the key of a room's guest. */
export function registerDoorOperatorRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel`;
  const onRequest = operatorGuard(operatorTokens);

  app.get<HotelParams>(`${base}/door-log`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const query = parseWith(logQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    return { entries: ctx.doorKeys.latestLog(hotel.id, query.data.limit) };
  });

  app.post<RoomParams>(`${base}/rooms/:room/mobile-key`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const { room } = request.params;
    if (!ctx.hotelState.room(hotel.id, room)) return reply.code(404).send({ error: 'No such room' });
    const body = parseWith(keyBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const doors = doorsOfRoom(hotel, room);
    if (!doors) return reply.code(409).send({ error: 'This room has no mobile-key lock' });
    const guest = ctx.guests.inRoom(hotel.id, room)[0];
    if (!guest) return reply.code(409).send({ error: 'No guest is checked in to this room' });
    const existing = ctx.doorKeys.keyOf(guest.id);
    const pin = body.data.pin ?? existing?.pin;
    if (!pin) return replyBadInput(reply, 'pin: is required to issue a key');
    ctx.doorKeys.issue(hotel.id, guest.id, pin, body.data.state);
    if (body.data.state !== 'active') ctx.doorKeys.unregisterGuest(guest.id);
    return { guestId: guest.id, vendor: doors.vendor, state: body.data.state };
  });
}
