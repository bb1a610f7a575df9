import { formatMinor } from '@renderer/lib/currency';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';

/** The structure's currency; zero amounts show nothing when the hotel hides zero prices (part 2 §5). */
export function useMoney(): (minor: number) => string {
  const currency = useContentStore((s) => s.structure?.config.currency);
  const hideZero = useHotelStore((s) => s.config?.hideZeroPrices === true);
  return (minor: number) => formatMinor(minor, currency, hideZero);
}
