import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { esignDocument } from './esign-documents';

const listQuery = z.object({
  room: z.string().min(1).max(16).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const requestBody = z.strictObject({ documentId: z.number().int().positive() });

type HotelParams = { Params: { hotel: string } };
type DocumentParams = { Params: { hotel: string; id: string } };
type RoomParams = { Params: { hotel: string; room: string } };

/**
 * The front desk asks a room to sign a document (the `esign` command on the room's channel) and reads signed
 * documents: the hotel's latest (or one room's), or one by id.
 */
export function registerEsignOperatorRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel`;
  const onRequest = operatorGuard(operatorTokens);

  app.get<HotelParams>(`${base}/esign`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const query = parseWith(listQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    return { documents: ctx.esign.latest(hotel.id, query.data.room ?? null, query.data.limit) };
  });

  app.post<RoomParams>(`${base}/rooms/:room/esign`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const { room } = request.params;
    if (!ctx.hotelState.room(hotel.id, room)) return reply.code(404).send({ error: 'No such room' });
    const body = parseWith(requestBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const { documentId } = body.data;
    if (!esignDocument(hotel, documentId, hotel.config.defaultLanguage)) return reply.code(404).send({ error: 'No such document' });
    const published = await ctx.realtime.publishToRoom(hotel.id, room, 'roomR', { cmd: 'esign', data: { documentId: String(documentId) } });
    if (!published) return reply.code(409).send({ error: 'No guest is checked in to this room' });
    // Whether a room device holds the channel now: if not, it finds the request when it next connects.
    return { published: true, documentId, listening: ctx.realtime.isListening(hotel.id, room, 'roomR') };
  });

  app.get<DocumentParams>(`${base}/esign/:id`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const document = Number.isNaN(id) ? undefined : ctx.esign.byId(hotel.id, id);
    return document ? { document } : reply.code(404).send({ error: 'No such signed document' });
  });
}
