import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import type { Page } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { showToast } from '@renderer/features/overlays';
import { addLinesToCart } from '../cart-store';
import { priceText } from '../cart-money';
import { chosenToppings, emptyChoice, firstMissingRequired, type ToppingChoice } from '../required-toppings';
import { AmountStepper } from './amount-stepper';
import { productLine, unitPrice } from './product-line';
import { ToppingFields } from './topping-fields';
import { useProductContext } from './use-product-context';
import '../cart.css';

/**
 * Toppings, amount, price and "Add to cart" of a shop product (phone modal, tablet product view). A required
 * topping left out is scrolled to and marked, and nothing is added (part 2 §4).
 */
export function AddToCart({ product }: { product: Page }) {
  const t = useT();
  const { currency, hideZeroPrices, shop, orderable, closed, locked } = useProductContext(product);
  const [choice, setChoice] = useState<ToppingChoice>(emptyChoice);
  const [amount, setAmount] = useState(1);
  const [invalid, setInvalid] = useState<number | null>(null);
  const toppings = product.toppings ?? [];
  const line = productLine(product, chosenToppings(toppings, choice), amount, shop);

  const change = (next: ToppingChoice) => {
    setChoice(next);
    if (invalid !== null && firstMissingRequired(toppings, next)?.id !== invalid) setInvalid(null);
  };

  const add = () => {
    const missing = firstMissingRequired(toppings, choice);
    if (missing) {
      setInvalid(missing.id);
      document.getElementById(`topping-${missing.id}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    addLinesToCart([line]);
    showToast(t('cart.added'));
    setChoice(emptyChoice);
    setAmount(1);
  };

  return (
    <form
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {toppings.length > 0 ? (
        <ToppingFields toppings={toppings} choice={choice} invalid={invalid} currency={currency} hideZeroPrices={hideZeroPrices} onChange={change} />
      ) : null}
      <div className="add-to-cart-row">
        <AmountStepper value={amount} min={1} label={t('cart.amount')} onChange={setAmount} />
        <span className="price" data-testid="line-price">
          {priceText(unitPrice(line), currency, { amount, hideZeroPrices })}
        </span>
      </div>
      {closed?.kind === 'unavailable' ? <p className="notice">{`${t('cart.unavailableNow')}. ${t('cart.openHours', { hours: closed.hours })}`}</p> : null}
      {closed?.kind === 'later' ? <p className="notice">{t('cart.orderForLater', { hours: closed.hours, time: closed.from.format('HH:mm') })}</p> : null}
      {!orderable && !closed ? <p className="notice">{t('cart.unavailableNow')}</p> : null}
      {locked ? (
        <p className="notice" role="status" data-testid="parental-locked">
          {t('cart.parentalLocked')} <Link to={paths.settings}>{t('shell.titles.settings')}</Link>
        </p>
      ) : null}
      <button type="submit" className="primary-button" disabled={!orderable || locked}>
        {t('cart.add')}
      </button>
    </form>
  );
}
