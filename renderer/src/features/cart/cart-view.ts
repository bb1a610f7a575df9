import type { CartSettings, Currency, Shop } from '@common/api';
import type { NewCartLine } from './cart-lines';
import { approxMinutes, cutleryShown, groupCart, timeSelectable, visibleLines, type CartGroups } from './cart-groups';
import { linesTotal } from './cart-money';
import { sharedHours, type Hours } from './working-hours';

export interface CartViewInput<L extends NewCartLine> {
  products: readonly L[];
  /** The `shopId` query: the screen is that shop's order. */
  shopId: number | null;
  wakeUpServiceId: number | undefined;
  shops: Readonly<Record<string, Shop>> | undefined;
  fee: CartSettings | undefined;
  currency: Currency | undefined;
}

export interface CartView<L extends NewCartLine> {
  lines: L[];
  groups: CartGroups<L>;
  approxMinutes: number;
  itemsMinor: number;
  feeMinor: number;
  totalMinor: number;
  showCounter: boolean;
  selectable: boolean;
  hours: Hours;
}

/** Everything the cart screen shows, derived from the cart and the content (part 2 §2, §4, §5). */
export function cartView<L extends NewCartLine>(input: CartViewInput<L>): CartView<L> {
  const visible = visibleLines(input.products, input.wakeUpServiceId);
  const lines = input.shopId === null ? visible : visible.filter((line) => line.serviceId === undefined && line.shopId === input.shopId);
  const groups = groupCart(lines, input.wakeUpServiceId);
  const totals = [
    ...groups.shops.map((group) => linesTotal(group.lines, input.fee, 'shop', input.currency)),
    ...groups.services.map((line) => linesTotal([line], input.fee, 'service', input.currency)),
  ];
  const itemsMinor = totals.reduce((sum, total) => sum + total.itemsMinor, 0);
  const feeMinor = totals.reduce((sum, total) => sum + total.feeMinor, 0);
  return {
    lines,
    groups,
    approxMinutes: approxMinutes(lines),
    itemsMinor,
    feeMinor,
    totalMinor: itemsMinor + feeMinor,
    showCounter: cutleryShown(lines, input.shops),
    selectable: timeSelectable(lines, input.shops),
    hours: sharedHours(lines.map((line) => line.workingHours)),
  };
}
