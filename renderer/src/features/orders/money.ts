import type { Currency } from '../../../../common/api';
import { fromMinor } from '../../../../common/money/order-total';
import { formatMoney } from '../../lib/currency';
import { useContentStore } from '../content';
import { useHotelStore } from '../hotel';

/** Totals arrive in minor units: divided by 10^precision, then shown in the hotel's currency format. */
export const formatMinor = (minor: number, currency: Currency | undefined): string =>
  formatMoney(fromMinor(minor, currency?.precision ?? 2), currency);

/** The structure's currency; zero amounts show nothing when the hotel hides zero prices (part 2 §5). */
export function useMoney(): (minor: number) => string {
  const currency = useContentStore((s) => s.structure?.config.currency);
  const hideZero = useHotelStore((s) => s.config?.hideZeroPrices === true);
  return (minor: number) => (hideZero && minor === 0 ? '' : formatMinor(minor, currency));
}
