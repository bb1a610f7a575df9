import { useState } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import type { Page } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { showToast } from '@renderer/features/overlays';
import { addLinesToCart } from '../cart-store';
import { priceText } from '../cart-money';
import { orderSentHref } from '../navigate-replace';
import { placeOrder } from '../place-order';
import { productLine } from './product-line';
import { useProductContext } from './use-product-context';
import '../cart.css';

/**
 * The button of a service page (label from buttonName, 'Book' by default). A service product goes to the cart as
 * its own order; a simplified service is ordered at once and never kept in the cart (part 2 §4).
 */
export function ServiceBooking({ page }: { page: Page }) {
  const t = useT();
  const navigate = useNavigate();
  const { currency, hideZeroPrices, orderable } = useProductContext(page);
  const [busy, setBusy] = useState(false);
  if (page.serviceId === undefined) return null;
  const line = productLine(page);

  const book = async () => {
    if (!page.simplified) {
      addLinesToCart([line]);
      showToast(t('cart.added'));
      return;
    }
    setBusy(true);
    const outcome = await placeOrder({ type: 'service', shopId: line.shopId, lines: [line], deliveryTime: '' });
    setBusy(false);
    if (outcome.ok) void navigate(orderSentHref('service'), { replace: true });
  };

  const price = page.cost !== undefined ? priceText(page.cost, currency, { hideZeroPrices }) : '';
  return (
    <div className="service-booking">
      {price ? <p className="price">{price}</p> : null}
      {orderable ? null : <p className="notice">{t('cart.unavailableNow')}</p>}
      <button type="button" className="primary-button" disabled={busy || !orderable} onClick={() => void book()}>
        {page.buttonName || t('cart.book')}
      </button>
    </div>
  );
}
