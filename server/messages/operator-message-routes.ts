import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { MESSAGE_TEXT_MAX_CHARS, type OperatorMessage } from '../../common/api/messages';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { messageView } from './message-store';
import { isRecipient, recipientsOf } from './recipients';

type RoomParams = { Params: { hotel: string; room: string } };

const sendBody = z.object({ recipientId: requiredText(64), text: requiredText(MESSAGE_TEXT_MAX_CHARS) }).strict();

/** The front desk's side: a room's conversations, both directions with read state, and replying to the guest. */
export function registerOperatorMessageRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel/rooms/:room/messages`;
  const onRequest = operatorGuard(operatorTokens);

  app.get<RoomParams>(base, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    if (!ctx.hotelState.room(hotel.id, request.params.room)) return reply.code(404).send({ error: 'No such room' });
    const guests = ctx.guests.inRoom(hotel.id, request.params.room);
    const messages: OperatorMessage[] = guests.flatMap((guest) => ctx.messages.ofGuest(guest.id).map((row) => ({ ...messageView(row), guestId: guest.id })));
    return {
      recipients: recipientsOf(hotel),
      guests: guests.map((g) => ({ id: g.id, name: [g.title, g.first_name, g.last_name].filter(Boolean).join(' ') })),
      messages,
    };
  });

  app.post<RoomParams>(base, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const { room } = request.params;
    if (!ctx.hotelState.room(hotel.id, room)) return reply.code(404).send({ error: 'No such room' });
    const body = parseWith(sendBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    if (!isRecipient(hotel, body.data.recipientId)) return replyBadInput(reply, 'recipientId: is not a recipient of this hotel');
    const guest = ctx.guests.inRoom(hotel.id, room)[0];
    if (!guest) return reply.code(409).send({ error: 'No guest is checked in to this room' });
    const message = ctx.db.transaction(() => {
      const added = ctx.messages.add({ hotelId: hotel.id, guestId: guest.id, recipientId: body.data.recipientId, fromGuest: false, text: body.data.text });
      ctx.messages.markRead(guest.id, body.data.recipientId, added.id, false);
      return added;
    })();
    await ctx.realtime.publishToGuest(hotel.id, guest.id, { cmd: 'im', data: { recipientId: message.categoryId, messageId: message.id } });
    ctx.events.emit({ type: 'guest-message', hotelId: hotel.id, guestId: guest.id, message });
    return reply.code(201).send({ message: { ...message, guestId: guest.id } satisfies OperatorMessage });
  });
}
