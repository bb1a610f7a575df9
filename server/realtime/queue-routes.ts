import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { queuePaths } from '../../common/api/realtime';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { CHANNEL_NAME } from './channel-directory';
import { parseCursor } from './embedded-queue';

export const SEALED_MAX_CHARS = 16_384;
const BUSY_RETRY_SECONDS = 5;

const publishBody = z.object({ c: z.string().min(1).max(SEALED_MAX_CHARS) }).strict();
const publishQuery = z.object({ id: z.string().regex(CHANNEL_NAME, 'is not a channel name') });

/** The cursor comes in the query (push-stream) or in conditional headers (as Nchan's own clients send it). */
function cursorOf(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const time = query.time ?? request.headers['if-modified-since'];
  const tag = query.tag ?? request.headers['if-none-match']?.replace(/^W\//, '').replace(/"/g, '');
  return parseCursor(time, tag);
}

/** The queue host of part 2 §7 on the demo's origin: `subv2/{channel}` to hold a poll, `pub?id=` to publish. */
export function registerQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = HOST_PREFIX.queue;

  app.get<{ Params: { channel: string } }>(`${base}/subv2/:channel`, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply);
    const row = ctx.realtime.directory.find(request.params.channel);
    if (!row || row.hotel_id !== hotel.id) return reply.code(404).send({ error: 'No such channel' });
    if (row.scope === 'hotel') return reply.code(403).send({ error: "The hotel's channel is read by the front desk only" });
    const cursor = cursorOf(request);
    if (cursor === 'invalid') return replyBadInput(reply, 'time must be an HTTP date and tag a count');
    const poll = ctx.realtime.queue.subscribe(row.name, cursor, request.ip);
    reply.raw.on('close', poll.cancel);
    const outcome = await poll.outcome;
    reply.header('Cache-Control', 'no-store');
    if (outcome.kind === 'busy') return reply.code(503).header('Retry-After', String(BUSY_RETRY_SECONDS)).send({ error: 'Too many held polls' });
    if (outcome.kind === 'timeout') {
      return reply.code(304).header('Last-Modified', outcome.position.time).header('Etag', String(outcome.position.tag)).send();
    }
    const last = outcome.messages.at(-1);
    if (last) reply.header('Last-Modified', last.time).header('Etag', String(last.tag));
    return outcome.messages;
  });

  app.post(`${base}${queuePaths.publish}`, { bodyLimit: SEALED_MAX_CHARS + 1024 }, async (request, reply) => publish(request, reply, ctx));
}

async function publish(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Promise<FastifyReply | object> {
  const hotel = hotelOfRequest(request, ctx.hotels);
  if (!hotel) return replyUnknownHotel(reply);
  const query = parseWith(publishQuery, request.query);
  if (!query.ok) return replyBadInput(reply, query.reason);
  const body = parseWith(publishBody, request.body);
  if (!body.ok) return replyBadInput(reply, body.reason);
  const outcome = await ctx.realtime.accept(query.data.id, body.data, hotel.id);
  if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.reason });
  return { channel: query.data.id, id: outcome.message.id, time: outcome.message.time, tag: outcome.message.tag };
}
