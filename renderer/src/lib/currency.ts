import type { Currency } from '@common/api';
import { formatMoney } from '@common/money/format-money';
import { fromMinor } from '@common/money/order-total';

export { formatMoney };

/** A total in minor units, in the hotel's format; nothing for zero when the hotel hides zero prices (part 2 §5). */
export const formatMinor = (minor: number, currency: Currency | undefined, hideZeroPrices = false): string =>
  hideZeroPrices && minor === 0 ? '' : formatMoney(fromMinor(minor, currency?.precision ?? 2), currency);
