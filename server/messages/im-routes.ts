import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { MESSAGE_TEXT_MAX_CHARS, messagePaths, type ImResponse } from '../../common/api/messages';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { intField, parseWith, requiredText } from '../http/validate';
import { personalOwner } from '../orders/token-owner';
import { isRecipient } from './recipients';

const OK = 0;
const BAD_INPUT = 1;
const INVALID_TOKEN = 3;

const recipientId = requiredText(64);
const imBody = z.discriminatedUnion('cmd', [
  z.object({ token: requiredText(200), cmd: z.literal('read'), categoryId: recipientId.optional(), lastId: intField.optional() }),
  z.object({
    token: requiredText(200),
    cmd: z.literal('send'),
    categoryId: recipientId,
    text: requiredText(MESSAGE_TEXT_MAX_CHARS),
    clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'),
  }),
]);
const imReadBody = z.object({ token: requiredText(200), id: intField });

const bad = (reply: FastifyReply, reason: string) => replyBadInput(reply, reason, BAD_INPUT);

/** The guest's side of the conversations (part 2 §7): read, send, and mark read. */
export function registerImRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + messagePaths.im, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(imBody, request.body);
    if (!body.ok) return bad(reply, body.reason);
    reply.header('Cache-Control', 'no-store');
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INVALID_TOKEN } satisfies ImResponse;
    const guestId = owner.guest.id;
    if (body.data.categoryId !== undefined && !isRecipient(hotel, body.data.categoryId)) return bad(reply, 'categoryId: is not a recipient of this hotel');
    const counts = () => ({ unreadMessagesCountByRecipient: ctx.messages.unreadByRecipient(guestId), lastMessageId: ctx.messages.newestId(guestId) });
    if (body.data.cmd === 'read') {
      const messageList = body.data.categoryId ? ctx.messages.conversation(guestId, body.data.categoryId, body.data.lastId ?? 0) : [];
      return { result: OK, messageList, ...counts() } satisfies ImResponse;
    }
    const { categoryId, text, clientId } = body.data;
    const message = ctx.messages.add({ hotelId: hotel.id, guestId, recipientId: categoryId, fromGuest: true, text, clientId });
    const command = { cmd: 'im', data: { recipientId: categoryId, messageId: message.id } };
    await Promise.all([
      ctx.realtime.publishToGuest(hotel.id, guestId, command),
      ctx.realtime.publishToHotel(hotel.id, { ...command, from: { device: 'server', ...(owner.room ? { room: owner.room } : {}) } }),
    ]);
    return { result: OK, message, ...counts() } satisfies ImResponse;
  });

  app.post(HOST_PREFIX.api + messagePaths.imRead, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(imReadBody, request.body);
    if (!body.ok) return bad(reply, body.reason);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INVALID_TOKEN } satisfies ImResponse;
    const read = ctx.messages.byId(body.data.id);
    if (!read || read.guest_id !== owner.guest.id) return bad(reply, 'id: is not a message of this guest');
    ctx.messages.markRead(owner.guest.id, read.recipient_id, read.id, true);
    await ctx.realtime.publishToGuest(hotel.id, owner.guest.id, { cmd: 'imRead', data: { recipientId: read.recipient_id, lastMessageId: read.id } });
    return {
      result: OK,
      unreadMessagesCountByRecipient: ctx.messages.unreadByRecipient(owner.guest.id),
      lastMessageId: ctx.messages.newestId(owner.guest.id),
    } satisfies ImResponse;
  });
}
