import { createHash } from 'node:crypto';
import { COMMERCE_MESSAGE, ORDER_RESULT, type OrderCreateResponse } from '../../common/api/commerce';
import { ORDER_STATUS } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { catalogueOf } from './catalogue';
import type { OrderCreateBody } from './order-bodies';
import { orderIdOf, type PaymentStatus } from './order-store';
import { guestTypeOf, methodsFor } from './payment-methods';
import { priceOrder } from './price-order';
import { ownerOfToken, type TokenOwner } from './token-owner';

const refuse = (result: number, message: string): OrderCreateResponse => ({ result, message });

/** Runs inside the caller's transaction: a refusal writes nothing, points are spent with the order or not at all. */
export function createOrder(ctx: AppContext, hotel: Hotel, body: OrderCreateBody): OrderCreateResponse {
  const owner = ownerOfToken(ctx, hotel, body.token);
  if (!owner) return refuse(ORDER_RESULT.incorrectToken, 'Incorrect token');
  const hash = payloadHash(body);
  const earlier = ctx.orders.byRequest(hotel.id, body.requestId);
  if (earlier) {
    if (earlier.payload_hash === hash) return { result: ORDER_RESULT.ok, orderId: orderIdOf(earlier) };
    return refuse(ORDER_RESULT.incorrectData, 'requestId was already used for another order');
  }
  const catalogue = catalogueOf(hotel);
  const priced = priceOrder(catalogue, body);
  if (!priced.ok) return refuse(ORDER_RESULT.incorrectData, priced.reason);
  const total = priced.total.totalMinor;
  const method = body.paymentMethod;
  let paymentStatus: PaymentStatus = 'none';
  let pointsSpent = 0;
  if (method) {
    if (total === 0) return refuse(ORDER_RESULT.incorrectData, 'paymentMethod is only for an order with a total');
    const guestType = guestTypeOf(body.authType, owner.kind === 'none' ? undefined : owner.guest.guest_type, hotel.config);
    if (!methodsFor(hotel.config, guestType).includes(method)) {
      return refuse(ORDER_RESULT.incorrectData, `paymentMethod ${method} is not offered to ${guestType}`);
    }
    if (method === 'pos' && (owner.kind === 'none' || refusesRoomCharges(owner))) {
      return refuse(ORDER_RESULT.refusedMethod, COMMERCE_MESSAGE.nopost);
    }
    if (method === 'loyalty') {
      pointsSpent = Math.ceil(total / 10 ** catalogue.precision);
      const account = owner.kind === 'none' ? undefined : ctx.loyalty.ofGuest(owner.guest.id);
      if (!account || !ctx.loyalty.addPoints(account.id, -pointsSpent)) return refuse(ORDER_RESULT.refusedMethod, COMMERCE_MESSAGE.loyaltyInsufficient);
    }
    paymentStatus = method === 'payOnline' ? 'pending' : method === 'loyalty' ? 'paid' : 'none';
  }
  const seq = ctx.orders.insert({
    hotel_id: hotel.id,
    request_id: body.requestId,
    payload_hash: hash,
    owner: owner.kind,
    guest_id: owner.kind === 'none' ? null : owner.guest.id,
    room: owner.kind === 'none' ? null : owner.room,
    type: body.type,
    shop_id: body.shopId,
    status: ORDER_STATUS.placed,
    delivery_time: body.deliveryTime,
    tv_id: body.tvId,
    num_of_person: body.numOfPerson,
    auth_type: body.authType,
    location: body.location ?? null,
    comment: body.comment ?? null,
    items: priced.items,
    fee: priced.total.feeMinor > 0 ? body.fee : 0,
    fee_type: body.feeType,
    items_minor: priced.total.itemsMinor,
    fee_minor: priced.total.feeMinor,
    total_minor: total,
    payment_method: method ?? null,
    payment_status: paymentStatus,
    points_spent: pointsSpent,
  });
  return { result: ORDER_RESULT.ok, orderId: String(seq) };
}

const refusesRoomCharges = (owner: Exclude<TokenOwner, { kind: 'none' }>): boolean =>
  (owner.guest as { no_post?: number }).no_post === 1 || !owner.room;

/** The parsed payload (fields in schema order), so a retry of the same order hashes the same. */
const payloadHash = (body: OrderCreateBody): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');
