import { payPaths, type OrderType, type PaymentCreateResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import { ORDER_STATUS } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { seqOf, type OrderRow } from '../orders/order-store';
import { ownerOfToken, type TokenOwner } from '../orders/token-owner';
import { billOf } from '../folio/bill';
import { linkImage } from './hosted-page';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
const RETURN_PATH = '/information/result-payment';

export interface PaymentCreateBody {
  token: string;
  orders?: { id: string; type: OrderType }[];
  folio?: true;
  returnUrl: string;
}

/** Only placed, unpaid payOnline orders of this token's owner; the guest returns only to the app on this host. */
export function createPayment(ctx: AppContext, hotel: Hotel, body: PaymentCreateBody, host: string, protocol: string): PaymentCreateResponse {
  const owner = ownerOfToken(ctx, hotel, body.token);
  if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' };
  if (!isReturnUrl(body.returnUrl, host)) return { result: INCORRECT_DATA, message: `returnUrl must be this host's ${RETURN_PATH}` };
  if (body.folio) return createFolioPayment(ctx, hotel, owner, body.returnUrl, host, protocol);
  const orders: OrderRow[] = [];
  for (const wanted of body.orders ?? []) {
    const seq = seqOf(wanted.id);
    const order = seq === undefined ? undefined : ctx.orders.bySeq(hotel.id, seq);
    if (!order || order.type !== wanted.type || !ownedBy(owner, order) || orders.some((o) => o.seq === order.seq)) {
      return { result: INCORRECT_DATA, message: `order ${wanted.id} is not yours to pay` };
    }
    const payable = order.status === ORDER_STATUS.placed && order.payment_method === 'payOnline' && order.payment_status !== 'paid';
    if (!payable) return { result: INCORRECT_DATA, message: `order ${wanted.id} does not wait for an online payment` };
    orders.push(order);
  }
  const paymentId = ctx.payments.insert({
    hotel_id: hotel.id,
    owner: owner.kind,
    guest_id: owner.kind === 'none' ? null : owner.guest.id,
    room: owner.kind === 'none' ? null : owner.room,
    amount_minor: orders.reduce((sum, order) => sum + order.total_minor, 0),
    return_url: body.returnUrl,
    orderSeqs: orders.map((order) => order.seq),
  });
  for (const order of orders) ctx.orders.setPayment(order.seq, 'pending');
  return created(paymentId, host, protocol);
}

function created(paymentId: string, host: string, protocol: string): PaymentCreateResponse {
  const link = `${protocol}://${host}${HOST_PREFIX.pay}${payPaths.hostedPage}?payload=${encodeURIComponent(paymentId)}`;
  return { result: OK, data: { data: { paymentId, link, qrLink: linkImage(link) } } };
}

/**
 * Ours: the bill's balance, paid online. Only a guest (or their room) with something left to pay; an earlier
 * unpaid attempt is dropped, so paying twice cannot pay the bill twice.
 */
function createFolioPayment(ctx: AppContext, hotel: Hotel, owner: TokenOwner, returnUrl: string, host: string, protocol: string): PaymentCreateResponse {
  if (owner.kind === 'none') return { result: INCORRECT_DATA, message: 'only a guest has a bill to pay' };
  const bill = billOf(ctx, hotel.id, owner.guest);
  if (bill.checkedOut || bill.balanceMinor <= 0) return { result: INCORRECT_DATA, message: 'there is nothing left to pay on this bill' };
  ctx.payments.dropPendingFolio(hotel.id, owner.guest.id);
  const paymentId = ctx.payments.insert({
    hotel_id: hotel.id,
    owner: owner.kind,
    guest_id: owner.guest.id,
    room: owner.room,
    amount_minor: bill.balanceMinor,
    return_url: returnUrl,
    orderSeqs: [],
    kind: 'folio',
  });
  return created(paymentId, host, protocol);
}

/** Base-token orders belong to nobody; the base token may pay those, and only those. A guest pays the stay's orders. */
function ownedBy(owner: TokenOwner, order: OrderRow): boolean {
  if (owner.kind === 'none') return order.owner === 'none';
  return order.guest_id === owner.guest.id;
}

/** An absolute http(s) URL on exactly this host, path /information/result-payment, no credentials: no open redirect. */
export function isReturnUrl(returnUrl: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    host !== '' &&
    url.host === host.toLowerCase() &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === RETURN_PATH
  );
}
