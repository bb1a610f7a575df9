import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOST_PREFIX } from '../../common/api/paths';
import { HOTEL_LINE_RESULT, telephonyPaths, type DndResponse, type ExtensionResponse } from '../../common/api/telephony';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { ownerOfToken, personalOwner } from '../orders/token-owner';
import { tokenField } from '../orders/order-bodies';
import { emergencyOnlyExtension, mintCredential } from './sip-credentials';
import type { Telephony } from './telephony';

const extensionBody = z.object({ token: z.string().trim().max(200).optional() });
const dndBody = z.object({ token: tokenField, dnd: z.boolean() });
const options = { config: { resultCodes: { badInput: HOTEL_LINE_RESULT.incorrectData, failure: 9 } } };

/**
 * The telephony host (part 2 §7 "PBX"). A room's tablet gets the room's extension and registers; a guest's own
 * phone calls out as the room; a phone with no guest gets an emergency-only line, so 911 works logged out.
 */
export function registerTelephonyRoutes(app: FastifyInstance, ctx: AppContext, telephony: Telephony, operatorTokens: OperatorTokens): void {
  app.post(HOST_PREFIX.telephony + telephonyPaths.extension, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, HOTEL_LINE_RESULT.incorrectData);
    const body = parseWith(extensionBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, HOTEL_LINE_RESULT.incorrectData);
    const owner = body.data.token ? ownerOfToken(ctx, hotel, body.data.token) : undefined;
    const room = owner && owner.kind !== 'none' ? owner.room : null;
    const extension = room ?? emergencyOnlyExtension();
    const credential = mintCredential(telephony.secret, extension, Math.floor(Date.now() / 1000));
    return {
      result: HOTEL_LINE_RESULT.ok,
      data: {
        extension,
        ...credential,
        domain: request.hostname.replace(/:\d+$/, ''),
        wsUrl: telephony.wsUrl,
        emergencyOnly: room === null,
        register: owner?.kind === 'room',
      },
    } satisfies ExtensionResponse;
  });

  app.post(HOST_PREFIX.telephony + telephonyPaths.dnd, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, HOTEL_LINE_RESULT.incorrectData);
    const body = parseWith(dndBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, HOTEL_LINE_RESULT.incorrectData);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: HOTEL_LINE_RESULT.incorrectToken, message: 'Incorrect token' } satisfies DndResponse;
    if (!owner.room) return { result: HOTEL_LINE_RESULT.incorrectData, message: 'The guest has no room' } satisfies DndResponse;
    telephony.dnd.set(hotel.id, owner.room, body.data.dnd);
    return { result: HOTEL_LINE_RESULT.ok, dnd: telephony.dnd.of(hotel.id, owner.room) } satisfies DndResponse;
  });

  app.get<{ Params: { hotel: string } }>(`${HOST_PREFIX.operator}/:hotel/phone`, { onRequest: operatorGuard(operatorTokens) }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    return {
      dnd: telephony.dnd.list(hotel.id),
      registered: telephony.exchange.registered(hotel.id),
      calls: telephony.calls.list(hotel.id),
    };
  });
}
