import { z } from 'zod';
import { textField } from '../http/validate';

export const tokenField = z.string().trim().min(1, 'is required').max(200);
const id = z.number().int().positive().max(2 ** 31);
const price = z.number().finite().nonnegative().max(1e9);

const topping = z.strictObject({ id, amount: z.number().int().min(1).max(99), price });
const item = z.strictObject({
  id,
  amount: z.number().int().min(1).max(999),
  price,
  toppings: z.array(topping).max(50).default([]),
});

/** Part 2 §3 order create payload, plus the demo's requestId and totalMinor (common/api/commerce.ts). */
export const orderCreateBody = z.object({
  token: tokenField,
  type: z.enum(['shop', 'service']),
  shopId: id,
  fee: z.number().finite().nonnegative().max(1e9),
  feeType: z.enum(['percent', 'fixed']),
  deliveryTime: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY-MM-DD HH:mm:ss')]),
  numOfPerson: z.string().regex(/^[1-9]$/, 'must be 1-9').default('1'),
  tvId: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'must be a TV id').default('0'),
  authType: textField(40).default(''),
  location: textField(200).optional(),
  comment: textField(1000).optional(),
  data: z.array(item).min(1, 'needs at least one item').max(100),
  paymentMethod: z.enum(['payOnline', 'pos', 'cash', 'loyalty']).optional(),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8-100 letters, digits, _ or -'),
  totalMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

export type OrderCreateBody = z.infer<typeof orderCreateBody>;

/** A page of the list: `before` is the `next` of the page before (an order id). */
const ORDER_PAGE = { guest: { default: 50, max: 100 }, operator: { default: 100, max: 500 } } as const;
const orderId = z.string().regex(/^[1-9]\d{0,15}$/, 'is not an order id').transform(Number);

export const orderListBody = z.object({
  token: tokenField,
  limit: z.number().int().min(1).max(ORDER_PAGE.guest.max).default(ORDER_PAGE.guest.default),
  before: orderId.optional(),
});
export const operatorOrdersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE.operator.max).default(ORDER_PAGE.operator.default),
  before: orderId.optional(),
});
export const orderCancelBody = z.object({ token: tokenField, orderId: z.string().trim().min(1).max(20) });
export const orderStatusBody = z.strictObject({ status: z.enum(['1', '2', '3']) });
