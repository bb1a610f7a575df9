import { orderTotal, toMinor, type OrderTotal } from '../../common/money/order-total';
import type { Catalogue, CatalogueProduct } from './catalogue';
import type { OrderCreateBody } from './order-bodies';
import type { StoredItem } from './order-store';

export type Priced = { ok: true; items: StoredItem[]; total: OrderTotal } | { ok: false; reason: string };

const refuse = (reason: string): Priced => ({ ok: false, reason });

/**
 * Checks every item against the hotel's catalogue (product of this shop or service, toppings of this product,
 * prices as listed, required toppings chosen) and totals it the way the app does.
 */
export function priceOrder(catalogue: Catalogue, body: OrderCreateBody): Priced {
  if (body.type === 'service' && body.data.length !== 1) return refuse('a service order carries exactly one item');
  const items: StoredItem[] = [];
  for (const item of body.data) {
    const product = catalogue.products.get(item.id);
    if (!product || product.kind !== body.type || product.ownerId !== body.shopId) {
      return refuse(`item ${item.id} is not a product of ${body.type} ${body.shopId}`);
    }
    if (!samePrice(item.price, product.cost, catalogue.precision)) return refuse(`item ${item.id}: price is not ${product.cost}`);
    const problem = toppingProblem(product, item.toppings, catalogue.precision);
    if (problem) return refuse(`item ${item.id}: ${problem}`);
    items.push({ id: item.id, title: product.title, amount: item.amount, price: product.cost, toppings: item.toppings });
  }
  const fee = body.type === 'shop' ? catalogue.fee : null;
  if (fee && (fee.feeType !== body.feeType || !samePrice(fee.fee, body.fee, catalogue.precision))) {
    return refuse(`fee is ${fee.fee} ${fee.feeType}`);
  }
  const total = orderTotal(items, fee, body.type, catalogue.precision);
  if (total.totalMinor !== body.totalMinor) return refuse(`totalMinor is ${total.totalMinor}, not ${body.totalMinor}`);
  return { ok: true, items, total };
}

const samePrice = (a: number, b: number, precision: number): boolean => toMinor(a, precision) === toMinor(b, precision);

function toppingProblem(product: CatalogueProduct, chosen: OrderCreateBody['data'][number]['toppings'], precision: number) {
  const seen = new Set<number>();
  for (const topping of chosen) {
    const choice = product.choices.get(topping.id);
    if (!choice) return `topping ${topping.id} does not belong to the product`;
    if (seen.has(topping.id)) return `topping ${topping.id} is given twice`;
    if (!samePrice(topping.price, choice.price, precision)) return `topping ${topping.id}: price is not ${choice.price}`;
    seen.add(topping.id);
  }
  const answered = new Set([...seen].map((choiceId) => product.choices.get(choiceId)?.toppingId));
  // Part 2 §4: a required topping counts as chosen when the item itself or its parent is chosen.
  const missing = product.toppings.find(
    (t) => t.required && !answered.has(t.id) && !(t.parentId !== 0 && answered.has(t.parentId)),
  );
  return missing ? `required topping ${missing.id} is missing` : undefined;
}
