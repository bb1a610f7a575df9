import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commercePaths, type BillResponse, type RemoteCheckoutResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { checkoutRoom } from '../operator/room-actions';
import { tokenField } from '../orders/order-bodies';
import { personalOwner } from '../orders/token-owner';
import { billOf } from './bill';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
const tokenBody = z.object({ token: tokenField });
const options = { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } };

/** The bill and remote checkout. Checkout is allowed with a balance: the hotel charges the card on file. */
export function registerFolioRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + commercePaths.viewBill, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(tokenBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INCORRECT_TOKEN } satisfies BillResponse;
    return { result: OK, data: billOf(ctx, hotel.id, owner.guest) } satisfies BillResponse;
  });

  app.post(HOST_PREFIX.api + commercePaths.remoteCheckout, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(tokenBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' } satisfies RemoteCheckoutResponse;
    const room = owner.guest.room;
    if (!room) return { result: INCORRECT_DATA, message: 'The guest has no room to check out of' } satisfies RemoteCheckoutResponse;
    const outcome = checkoutRoom(ctx, hotel.id, room);
    if (outcome.status !== 200) return { result: INCORRECT_DATA, message: 'No guest is checked in to this room' } satisfies RemoteCheckoutResponse;
    return { result: OK } satisfies RemoteCheckoutResponse;
  });
}
