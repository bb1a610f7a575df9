import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMMERCE_MESSAGE, commercePaths, type BillResponse, type RemoteCheckoutResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { slidingWindow, type SlidingWindow } from '../http/sliding-window';
import { parseWith, textField } from '../http/validate';
import { checkoutRoom } from '../operator/room-actions';
import { tokenField } from '../orders/order-bodies';
import { personalOwner } from '../orders/token-owner';
import { billOf } from './bill';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
const NOT_THE_GUEST = 3;
const tokenBody = z.object({ token: tokenField });
const checkoutBody = z.object({ token: tokenField, bookingNumber: textField(50).optional() });
/** Wrong booking numbers a room device may try before it has to send the guest to the reception. */
const WRONG_BOOKINGS = { limit: 5, windowMs: 15 * 60_000 };
const options = { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } };

/**
 * The bill and remote checkout. Checkout is allowed with a balance: the hotel charges the card on file. A room
 * device is anyone in the room, so its checkout needs the guest's booking number.
 */
export function registerFolioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const wrongBookings = slidingWindow(WRONG_BOOKINGS.limit, WRONG_BOOKINGS.windowMs);
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
    const body = parseWith(checkoutBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' } satisfies RemoteCheckoutResponse;
    if (owner.kind === 'room') {
      const refusal = roomDeviceRefusal(owner.guest.pmsregnum, body.data.bookingNumber, wrongBookings, `${hotel.id}/${owner.room}`);
      if (refusal) return { result: NOT_THE_GUEST, message: refusal } satisfies RemoteCheckoutResponse;
    }
    const room = owner.guest.room;
    if (!room) return { result: INCORRECT_DATA, message: 'The guest has no room to check out of' } satisfies RemoteCheckoutResponse;
    const outcome = checkoutRoom(ctx, hotel.id, room);
    if (outcome.status !== 200) return { result: INCORRECT_DATA, message: 'No guest is checked in to this room' } satisfies RemoteCheckoutResponse;
    return { result: OK } satisfies RemoteCheckoutResponse;
  });
}

function roomDeviceRefusal(booking: string | null, given: string | undefined, wrong: SlidingWindow, room: string): string | undefined {
  if (!booking || wrong.full(room)) return COMMERCE_MESSAGE.checkoutAtReception;
  if (!given) return COMMERCE_MESSAGE.checkoutBookingNeeded;
  if (given.trim().toLowerCase() === booking.trim().toLowerCase()) return undefined;
  wrong.hit(room);
  return COMMERCE_MESSAGE.checkoutBookingWrong;
}
