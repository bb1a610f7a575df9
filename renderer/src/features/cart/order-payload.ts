import type { CartSettings, Currency, OrderCreateRequest } from '@common/api';
import { DEFAULT_NUM_OF_PERSON, DEFAULT_TV_ID } from '@common/spec';
import { linesTotal, toOrderItems } from './cart-money';
import type { OrderDraft } from './order-types';

export interface PayloadContext {
  token: string;
  authType: string;
  fee: CartSettings | undefined;
  currency: Currency | undefined;
  tvId: string | undefined;
  location: string | null;
}

/**
 * Part 2 §3 order create payload, without the requestId. A service order carries only its first product; the
 * payment method goes only with a total; the total is the shared computation the server repeats.
 */
export function orderPayload(draft: OrderDraft, ctx: PayloadContext): Omit<OrderCreateRequest, 'requestId'> {
  const lines = draft.type === 'service' ? draft.lines.slice(0, 1) : draft.lines;
  const { totalMinor } = linesTotal(lines, ctx.fee, draft.type, ctx.currency);
  const comment = draft.comment?.trim();
  return {
    token: ctx.token,
    type: draft.type,
    shopId: draft.shopId,
    fee: ctx.fee?.fee ?? 0,
    feeType: ctx.fee?.feeType ?? 'percent',
    deliveryTime: draft.deliveryTime,
    numOfPerson: draft.numOfPerson !== undefined ? String(draft.numOfPerson) : DEFAULT_NUM_OF_PERSON,
    tvId: draft.tvId ?? ctx.tvId ?? DEFAULT_TV_ID,
    authType: ctx.authType,
    ...(ctx.location ? { location: ctx.location } : {}),
    ...(comment ? { comment } : {}),
    data: toOrderItems(lines),
    ...(draft.paymentMethod && totalMinor > 0 ? { paymentMethod: draft.paymentMethod } : {}),
    totalMinor,
  };
}
