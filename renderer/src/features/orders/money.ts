import { formatMinor } from '../../lib/currency';
import { useContentStore } from '../content';
import { useHotelStore } from '../hotel';

/** The structure's currency; zero amounts show nothing when the hotel hides zero prices (part 2 §5). */
export function useMoney(): (minor: number) => string {
  const currency = useContentStore((s) => s.structure?.config.currency);
  const hideZero = useHotelStore((s) => s.config?.hideZeroPrices === true);
  return (minor: number) => formatMinor(minor, currency, hideZero);
}
