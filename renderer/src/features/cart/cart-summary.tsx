import type { Currency } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import type { NewCartLine } from './cart-lines';
import { minorText } from './cart-money';
import type { CartView } from './cart-view';

/** Approximate time, order amount, the service fee line (structure.cart.text) and the bill total. */
export function CartSummary({ view, currency, feeText, hideZeroPrices }: { view: CartView<NewCartLine>; currency: Currency | undefined; feeText: string | undefined; hideZeroPrices: boolean }) {
  const t = useT();
  return (
    <>
    <p className="cart-approx">{t('cart.approxTime', { minutes: view.approxMinutes })}</p>
    <dl className="cart-summary" data-testid="cart-summary">
      <div>
        <dt>{t('cart.orderAmount')}</dt>
        <dd data-testid="order-amount">{minorText(view.itemsMinor, currency, hideZeroPrices)}</dd>
      </div>
      {view.feeMinor > 0 ? (
        <div>
          <dt>{feeText || t('cart.fee')}</dt>
          <dd data-testid="fee">{minorText(view.feeMinor, currency)}</dd>
        </div>
      ) : null}
      <div className="cart-total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="bill-total">{minorText(view.totalMinor, currency, hideZeroPrices)}</dd>
      </div>
    </dl>
    </>
  );
}
