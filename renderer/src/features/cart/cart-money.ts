import type { CartSettings, Currency, OrderItem, OrderType } from '@common/api';
import { fromMinor, orderTotal, toMinor, type OrderTotal } from '@common/money/order-total';
import { CURRENCY_CODES } from '@common/spec';
import { formatMinor, formatMoney } from '@renderer/lib/currency';
import type { NewCartLine } from './cart-lines';

/** Part 2 §9: the 25 currency symbols map to their codes; a code stands for itself. */
export function currencyCode(symbol: string | undefined): string | undefined {
  if (!symbol) return undefined;
  const trimmed = symbol.trim();
  return CURRENCY_CODES[trimmed] ?? (/^[A-Z]{3}$/.test(trimmed) ? trimmed : undefined);
}

export const toOrderItems = (lines: readonly NewCartLine[]): OrderItem[] =>
  lines.map((line) => ({
    id: line.id,
    amount: line.amount,
    price: line.price,
    toppings: line.toppings.map((topping) => ({ id: topping.id, amount: topping.amount, price: topping.price })),
  }));

/** One order's total through the shared computation: the fee (structure.cart) is never on service orders. */
export const linesTotal = (lines: readonly NewCartLine[], fee: CartSettings | undefined, type: OrderType, currency: Currency | undefined): OrderTotal =>
  orderTotal(toOrderItems(lines), fee, type, currency?.precision ?? 2);

export interface PriceOptions {
  amount?: number;
  hideZeroPrices?: boolean;
}

/** Part 2 §5: nothing for a zero amount, nothing for a zero price when the hotel hides them. */
export function priceText(price: number, currency: Currency | undefined, { amount = 1, hideZeroPrices = false }: PriceOptions = {}): string {
  if (amount === 0) return '';
  const precision = currency?.precision ?? 2;
  const minor = toMinor(price, precision) * amount;
  if (hideZeroPrices && minor === 0) return '';
  return formatMoney(fromMinor(minor, precision), currency);
}

/** A total already in minor units. */
export const minorText = formatMinor;
