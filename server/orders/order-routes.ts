import type { FastifyInstance } from 'fastify';
import { ORDER_RESULT, commercePaths, type OrderCancelResponse, type OrderListResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import { ORDER_STATUS } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { anonymousWrites, replyTooMany } from '../http/anonymous-writes';
import type { ResultCodes } from '../http/route-config';
import { parseWith } from '../http/validate';
import { createOrder } from './create-order';
import { orderCancelBody, orderCreateBody, orderListBody } from './order-bodies';
import { orderView, seqOf, type OrderPage, type OrderRow, type OrdersPage } from './order-store';
import { moveOrder } from './order-transitions';
import { ownerOfToken, personalOwner, type PersonalOwner } from './token-owner';

const ORDER_CODES: ResultCodes = { badInput: ORDER_RESULT.incorrectData, failure: ORDER_RESULT.unknown };
const options = { config: { resultCodes: ORDER_CODES } };
/** orderList answers 3 to a token that is no longer valid, and the app logs out (part 2 §7). */
const LIST_INVALID_TOKEN = 3;

/**
 * The orders a token sees: those of the guest's stay, whether the guest's phone (web token) or a device of the room
 * the guest lives in (in-room token) placed them. A new guest in the room is another guest and sees none of them.
 */
function ordersOf(ctx: AppContext, hotelId: number, owner: PersonalOwner, page: OrderPage): OrdersPage {
  return ctx.orders.ofGuest(hotelId, owner.guest.id, page);
}

const ownsOrder = (owner: PersonalOwner, order: OrderRow): boolean => order.guest_id === owner.guest.id;

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const anonymous = anonymousWrites('orders');
  app.post(HOST_PREFIX.api + commercePaths.orderCreate, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, ORDER_RESULT.incorrectData);
    const body = parseWith(orderCreateBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, ORDER_RESULT.incorrectData);
    if (ownerOfToken(ctx, hotel, body.data.token)?.kind === 'none' && !anonymous.take(hotel.id, request.ip)) {
      return replyTooMany(reply, ORDER_RESULT.unknown);
    }
    return ctx.db.transaction(() => createOrder(ctx, hotel, body.data))();
  });

  app.post(HOST_PREFIX.api + commercePaths.orderList, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, ORDER_RESULT.incorrectData);
    const body = parseWith(orderListBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, ORDER_RESULT.incorrectData);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: LIST_INVALID_TOKEN } satisfies OrderListResponse;
    const page = ordersOf(ctx, hotel.id, owner, { beforeSeq: body.data.before, limit: body.data.limit });
    return { result: ORDER_RESULT.ok, data: page.rows.map(orderView), ...(page.next ? { next: page.next } : {}) } satisfies OrderListResponse;
  });

  app.post(HOST_PREFIX.api + commercePaths.orderCancel, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, ORDER_RESULT.incorrectData);
    const body = parseWith(orderCancelBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, ORDER_RESULT.incorrectData);
    const { token, orderId } = body.data;
    return ctx.db.transaction((): OrderCancelResponse => {
      const owner = personalOwner(ctx, hotel, token);
      if (!owner) return { result: ORDER_RESULT.incorrectToken };
      const seq = seqOf(orderId);
      const order = seq === undefined ? undefined : ctx.orders.bySeq(hotel.id, seq);
      if (!order || !ownsOrder(owner, order) || order.status !== ORDER_STATUS.placed) return { result: ORDER_RESULT.incorrectData };
      if (!moveOrder(ctx, hotel, order, ORDER_STATUS.canceled)) return { result: ORDER_RESULT.incorrectData };
      return { result: ORDER_RESULT.ok, data: orderView(ctx.orders.bySeq(hotel.id, order.seq) as OrderRow) };
    })();
  });
}
