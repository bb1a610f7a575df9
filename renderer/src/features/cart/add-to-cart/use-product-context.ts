import type { Page } from '@common/api';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useParentalLockOn } from '@renderer/features/pincode';
import { hotelNow } from '@renderer/lib/time';
import { closedState, isOrderableNow } from '../delivery-time';
import { lockedByParent } from '../parental-lock';

/** What a product's order controls read: currency, zero-price rule, its shop, whether it is orderable now and parent-locked. */
export function useProductContext(page: Page) {
  const currency = useContentStore((state) => state.structure?.config.currency);
  const shops = useContentStore((state) => state.shop?.shops);
  const hideZeroPrices = useHotelStore((state) => state.config?.hideZeroPrices === true);
  const lockOn = useParentalLockOn();
  const shop = page.shopId !== undefined ? shops?.[String(page.shopId)] : undefined;
  const hours = page.workingHours ?? shop?.workingHours;
  // A service is booked for a time chosen in the cart, like a shop that offers the choice.
  const offersTime = page.serviceId !== undefined || shop?.timeSelect === true;
  const now = hotelNow();
  return {
    currency,
    hideZeroPrices,
    shop,
    orderable: isOrderableNow(now, hours, offersTime), closed: closedState(now, hours, offersTime),
    locked: lockedByParent(shop, lockOn),
  };
}
