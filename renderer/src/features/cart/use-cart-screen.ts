import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGuestStore, resolveGuestType } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useCartStore } from './cart-store';
import { cartView } from './cart-view';
import { availableMethods, effectiveMethod } from './payment-rules';

/** What the cart screen reads from the stores, derived once per change. */
export function useCartScreen() {
  const [search] = useSearchParams();
  const shopParam = Number(search.get('shopId'));
  const shopId = Number.isInteger(shopParam) && shopParam > 0 ? shopParam : null;
  const products = useCartStore((state) => state.products);
  const structure = useContentStore((state) => state.structure);
  const shops = useContentStore((state) => state.shop?.shops);
  const config = useHotelStore((state) => state.config);
  const guest = useGuestStore((state) => state.guest);
  const wakeUpPage = useContentStore((state) => (structure?.wakeupcall ? state.index.byId.get(structure.wakeupcall.pageId) : undefined));
  const view = useMemo(
    () =>
      cartView({
        products,
        shopId,
        wakeUpServiceId: wakeUpPage?.serviceId,
        shops,
        fee: structure?.cart,
        currency: structure?.config.currency,
      }),
    [products, shopId, wakeUpPage, shops, structure],
  );
  const guestTypes = config?.guestTypes ?? [];
  const guestType = resolveGuestType(guestTypes, guest.guestType);
  const methods = config ? availableMethods(config, guestType) : [];
  return {
    view,
    shopId,
    currency: structure?.config.currency,
    feeText: structure?.cart?.text,
    basicMode: config?.mode === 'basic',
    hideZeroPrices: config?.hideZeroPrices === true,
    guestTypes,
    guestType,
    methods,
    method: effectiveMethod(methods, guest.paymentMethod),
  };
}
