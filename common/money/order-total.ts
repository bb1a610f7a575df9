import type { OrderItem, OrderType } from '../api/commerce';

/** Major units to integer minor units at the currency's precision; rounding happens once, here. */
export const toMinor = (major: number, precision: number): number => Math.round(major * 10 ** precision);

export const fromMinor = (minor: number, precision: number): number => minor / 10 ** precision;

/** One line: amount × (unit price + each topping's price × its amount), in minor units. */
export function lineMinor(item: Pick<OrderItem, 'amount' | 'price' | 'toppings'>, precision: number): number {
  const toppings = item.toppings.reduce((sum, topping) => sum + toMinor(topping.price, precision) * topping.amount, 0);
  return item.amount * (toMinor(item.price, precision) + toppings);
}

export interface OrderTotal {
  itemsMinor: number;
  feeMinor: number;
  totalMinor: number;
}

/**
 * Part 2 §4 "Cart total": the service fee is fixed or a percent of the items; service orders carry no fee.
 * The renderer and the demo backend both total with this function, so the guest's total is the server's.
 */
export function orderTotal(
  items: readonly Pick<OrderItem, 'amount' | 'price' | 'toppings'>[],
  fee: { fee: number; feeType: 'percent' | 'fixed' } | null | undefined,
  type: OrderType,
  precision: number,
): OrderTotal {
  const itemsMinor = items.reduce((sum, item) => sum + lineMinor(item, precision), 0);
  let feeMinor = 0;
  if (fee && type === 'shop' && itemsMinor > 0 && fee.fee > 0) {
    feeMinor = fee.feeType === 'percent' ? Math.round((itemsMinor * fee.fee) / 100) : toMinor(fee.fee, precision);
  }
  return { itemsMinor, feeMinor, totalMinor: itemsMinor + feeMinor };
}
