import type { Currency } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { mediaUrl } from '@renderer/lib/api';
import { useContentStore } from '@renderer/features/content';
import type { CartLine } from './cart-lines';
import { priceText } from './cart-money';
import { useCartStore } from './cart-store';
import { AmountStepper } from './add-to-cart/amount-stepper';
import { unitPrice } from './add-to-cart/product-line';

/** A product card: image, title, toppings, − amount +, price and remove. */
export function CartLineCard({ line, currency, hideZeroPrices }: { line: CartLine; currency: Currency | undefined; hideZeroPrices: boolean }) {
  const t = useT();
  const { add, reduce, remove } = useCartStore.getState();
  const uid = useContentStore((state) => state.uid);
  return (
    <li className="cart-line" data-testid="cart-line" data-product-id={line.id}>
      {line.image ? <img src={mediaUrl(line.image, uid)} alt="" className="cart-line-image" loading="lazy" /> : null}
      <div className="cart-line-body">
        <h3>{line.title}</h3>
        {line.toppings.length > 0 ? <p className="cart-line-toppings">{line.toppings.map((topping) => topping.name).join(', ')}</p> : null}
        <div className="cart-line-row">
          <AmountStepper
            value={line.amount}
            min={0}
            label={t('cart.amount')}
            onChange={(next) => (next > line.amount ? add([{ ...line, amount: next - line.amount }]) : reduce(line.key, line.amount - next))}
          />
          <span className="price">{priceText(unitPrice(line), currency, { amount: line.amount, hideZeroPrices })}</span>
          <button type="button" className="link-button" onClick={() => remove(line.key)}>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
