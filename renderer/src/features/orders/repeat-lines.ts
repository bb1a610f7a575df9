import type { Order, Page } from '@common/api';
import type { NewCartLine } from '@renderer/features/cart';
import { serviceOf } from './order-rules';

export type RepeatLine = NewCartLine;

/** A topping id names either a topping of the product or one value of a select topping. */
export function toppingOf(page: Page | undefined, id: number): { name: string; price: number } | undefined {
  for (const topping of page?.toppings ?? []) {
    if (topping.id === id) return { name: topping.name, price: topping.price };
    const value = topping.values?.find((candidate) => candidate.id === id);
    if (value) return { name: value.name, price: value.price };
  }
  return undefined;
}

/**
 * Repeat (part 2 §4): the order's lines back into the cart. Prices come from the product's current cost when the
 * product is still in the content (part 2 §3: a cart price is taken from cost), else from the order.
 */
export function repeatLines(order: Order, pageOf: (id: number) => Page | undefined): RepeatLine[] {
  return order.data.map((item) => {
    const page = pageOf(item.id);
    return {
      id: item.id,
      title: page?.title ?? item.title,
      price: page?.cost ?? item.price,
      amount: item.amount,
      toppings: item.toppings.map((topping) => {
        const known = toppingOf(page, topping.id);
        return { id: topping.id, name: known?.name ?? String(topping.id), price: known?.price ?? topping.price, amount: topping.amount };
      }),
      shopId: order.shopId,
      ...(order.type === 'service' ? { serviceId: serviceOf(order) } : {}),
      ...(page?.workingHours ? { workingHours: page.workingHours } : {}),
      ...(page?.approxTime !== undefined ? { approxTime: page.approxTime } : {}),
      ...(page?.image ? { image: page.image } : {}),
    };
  });
}
