import type { PaymentMethodType } from '@common/api';
import type { NewCartLine } from './cart-lines';

/** One order to create: a shop group of the cart, a service product, a repeat or the wake-up call. */
export interface OrderDraft {
  type: 'shop' | 'service';
  shopId: number;
  lines: NewCartLine[];
  /** 'YYYY-MM-DD HH:mm:ss', or '' for as soon as possible. */
  deliveryTime: string;
  numOfPerson?: number;
  tvId?: string;
  comment?: string;
  paymentMethod?: PaymentMethodType;
  /** A repeat from the order list: the cart is left as it is. By default the ordered lines leave the cart. */
  keepCart?: boolean;
}

export type PlaceOrderOutcome = { ok: true; orderId: string } | { ok: false; result: number };

export interface PaymentTarget {
  id: string;
  type: 'shop' | 'service';
}
