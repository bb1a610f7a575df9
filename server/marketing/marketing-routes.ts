import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { MARKETING_DURATION_MAX_MS, marketingPaths, type MarketingResponse } from '../../common/api/marketing';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText, textField } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { personalOwner } from '../orders/token-owner';

const OK = 0;
const BAD_INPUT = 1;
const INVALID_TOKEN = 3;
const LANGUAGE = /^[a-z]{2}(-[a-z]{2,4})?$/;
const LINK_MAX = 500;

const getQuery = z.object({ cmd: z.literal('get'), token: textField(200).optional(), r: z.string().optional() });

const block = z.object({ title: requiredText(120), text: requiredText(1000), image: textField(LINK_MAX).optional() }).strict();
const notificationBody = z
  .object({
    type: z.enum(['textMessage', 'alert']),
    devices: z.array(z.enum(['tv', 'web', 'tablet', 'mobile'])).min(1).max(4),
    duration: z.number().int().min(0).max(MARKETING_DURATION_MAX_MS),
    link: textField(LINK_MAX).optional(),
    icon: textField(LINK_MAX).optional(),
    blocks: z.record(z.string().regex(LANGUAGE, 'keys must be language codes'), block).refine((b) => Object.keys(b).length > 0 && Object.keys(b).length <= 40, 'needs 1 to 40 languages'),
  })
  .strict();

/** Marketing notifications: the guest's `GET /marketing?cmd=get`, and the operator's call that sends one. */
export function registerMarketingRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  app.get(HOST_PREFIX.api + marketingPaths.get, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const query = parseWith(getQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, BAD_INPUT);
    const token = query.data.token ?? '';
    if (token !== '' && token !== hotel.baseToken && !personalOwner(ctx, hotel, token)) {
      return { result: INVALID_TOKEN, message: 'token is not valid', token } satisfies MarketingResponse;
    }
    reply.header('Cache-Control', 'no-store');
    return { result: OK, message: 'ok', token, data: ctx.marketing.active(hotel.id) } satisfies MarketingResponse;
  });

  app.post<{ Params: { hotel: string } }>(`${HOST_PREFIX.operator}/:hotel/marketing`, { onRequest: operatorGuard(operatorTokens) }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(notificationBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const notification = ctx.marketing.add(hotel.id, body.data);
    const command = { cmd: 'marketing', data: { id: notification.id } };
    const guests = ctx.guests.staying(hotel.id);
    const rooms = new Set(ctx.registrations.all(hotel.id).map((r) => r.room));
    await Promise.all([
      ...guests.map((guest) => ctx.realtime.publishToGuest(hotel.id, guest.id, command)),
      ...[...rooms].map((room) => ctx.realtime.publishToRoom(hotel.id, room, 'device', command)),
    ]);
    return reply.code(201).send({ notification, told: { guests: guests.length, rooms: rooms.size } });
  });
}
