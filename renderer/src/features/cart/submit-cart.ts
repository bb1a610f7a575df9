import type { PaymentMethodType } from '@common/api';
import type { CartLine } from './cart-lines';
import type { CartGroups } from './cart-groups';
import type { OrderDraft, PaymentTarget } from './order-types';
import { placeOrder } from './place-order';

export interface SubmitInput {
  groups: CartGroups<CartLine>;
  deliveryTime: string;
  numOfPerson?: number;
  comment?: string;
  paymentMethod?: PaymentMethodType;
}

/** One order per shop group and one per service product (part 2 §4). */
function cartDrafts({ groups, deliveryTime, numOfPerson, comment, paymentMethod }: SubmitInput): OrderDraft[] {
  const common = { deliveryTime, ...(comment ? { comment } : {}), ...(paymentMethod ? { paymentMethod } : {}) };
  return [
    ...groups.shops.map((group): OrderDraft => ({ type: 'shop', shopId: group.shopId, lines: group.lines, ...common, ...(numOfPerson ? { numOfPerson } : {}) })),
    ...groups.services.map((line): OrderDraft => ({ type: 'service', shopId: line.serviceId ?? line.shopId, lines: [line], ...common })),
  ];
}

/** Places the cart's orders in turn; a refused one stops the flow (its dialog is already shown). */
export async function submitCart(input: SubmitInput): Promise<{ placed: PaymentTarget[]; complete: boolean }> {
  const placed: PaymentTarget[] = [];
  for (const draft of cartDrafts(input)) {
    const outcome = await placeOrder(draft);
    if (!outcome.ok) return { placed, complete: false };
    placed.push({ id: outcome.orderId, type: draft.type });
  }
  return { placed, complete: true };
}
