import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from './operator-auth';
import { checkinBody, emptyBody, errorsQuery, installationModeBody } from './operator-bodies';
import { resetDemoHotel } from './demo-reset';
import { checkinRoom, checkoutRoom, clearRegistration, type ActionOutcome } from './room-actions';
import { roomOverview } from './room-overview';

export type HotelParams = { Params: { hotel: string } };
type RoomParams = { Params: { hotel: string; room: string } };

/** The front desk's side, so demos and tests can play the hotel. Hotel by path, not by host. */
export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel`;
  const onRequest = operatorGuard(operatorTokens);

  app.get<HotelParams>(`${base}/rooms`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request, reply, ctx);
    return hotel ? { rooms: roomOverview(ctx, hotel.id) } : reply;
  });

  app.get<HotelParams>(`${base}/installation-mode`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request, reply, ctx);
    return hotel ? installationWindow(ctx, hotel.id) : reply;
  });

  app.post<HotelParams>(`${base}/installation-mode`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request, reply, ctx);
    if (!hotel) return reply;
    const body = parseWith(installationModeBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    ctx.hotelState.setInstallationUntil(hotel.id, body.data.on ? Date.now() + body.data.minutes * 60_000 : null);
    return installationWindow(ctx, hotel.id);
  });

  app.post<RoomParams>(`${base}/rooms/:room/clear-registration`, { onRequest }, async (request, reply) => {
    const body = parseWith(emptyBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    return roomAction(request, reply, ctx, (hotel, room) => clearRegistration(ctx, hotel.id, room));
  });

  app.post<RoomParams>(`${base}/rooms/:room/checkout`, { onRequest }, async (request, reply) => {
    const body = parseWith(emptyBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    return roomAction(request, reply, ctx, (hotel, room) => checkoutRoom(ctx, hotel.id, room));
  });

  app.post<RoomParams>(`${base}/rooms/:room/checkin`, { onRequest }, async (request, reply) => {
    const body = parseWith(checkinBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    return roomAction(request, reply, ctx, (hotel, room) => checkinRoom(ctx, hotel.id, room, body.data));
  });

  app.post<HotelParams>(`${base}/reset`, { onRequest }, async (request, reply) => {
    const body = parseWith(emptyBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const hotel = hotelOf(request, reply, ctx);
    return hotel ? resetDemoHotel(ctx, hotel) : reply;
  });

  app.get<HotelParams>(`${base}/errors`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request, reply, ctx);
    if (!hotel) return reply;
    const query = parseWith(errorsQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    return { errors: ctx.reports.latest(hotel.id, query.data.limit) };
  });
}

function installationWindow(ctx: AppContext, hotelId: number) {
  const until = ctx.hotelState.installationUntil(hotelId);
  return { installationMode: until !== null, until: until === null ? null : new Date(until).toISOString() };
}

export function hotelOf(request: FastifyRequest<HotelParams>, reply: FastifyReply, ctx: AppContext): Hotel | undefined {
  const hotel = ctx.hotels.byName(request.params.hotel);
  if (!hotel) replyUnknownHotel(reply);
  return hotel;
}

function roomAction(
  request: FastifyRequest<RoomParams>,
  reply: FastifyReply,
  ctx: AppContext,
  act: (hotel: Hotel, room: string) => ActionOutcome,
): FastifyReply {
  const hotel = hotelOf(request, reply, ctx);
  if (!hotel) return reply;
  if (!ctx.hotelState.room(hotel.id, request.params.room)) return reply.code(404).send({ error: 'No such room' });
  const outcome = act(hotel, request.params.room);
  return reply.code(outcome.status).send(outcome.body);
}
