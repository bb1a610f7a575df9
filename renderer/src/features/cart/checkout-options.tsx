import type { PaymentMethod } from '@common/api';
import { COUNTER_MAX, COUNTER_MIN, type GuestType } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { GUEST_TYPE_LABEL } from '@renderer/features/auth';
import { AmountStepper } from './add-to-cart/amount-stepper';

/** Part 2 §5: the number of persons, 1 to 9. */
export function PersonsCounter({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useT();
  return (
    <section className="cart-section persons">
      <span>{t('cart.persons')}</span>
      <AmountStepper value={value} min={COUNTER_MIN} max={COUNTER_MAX} label={t('cart.persons')} onChange={onChange} />
    </section>
  );
}

export function GuestTypeToggle({ types, value, onChange }: { types: readonly GuestType[]; value: GuestType; onChange: (type: GuestType) => void }) {
  const t = useT();
  return (
    <fieldset className="cart-section choice-group guest-type">
      <legend>{t('cart.guestType')}</legend>
      {types.map((type) => (
        <label key={type} className="choice">
          <input type="radio" name="guest-type" checked={type === value} onChange={() => onChange(type)} />
          <span>{t(GUEST_TYPE_LABEL[type])}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PaymentMethods({ methods, value, onChange }: { methods: readonly PaymentMethod[]; value: string | undefined; onChange: (type: PaymentMethod['type']) => void }) {
  const t = useT();
  return (
    <fieldset className="cart-section choice-group payment-methods">
      <legend>{t('cart.paymentMethod')}</legend>
      {methods.map((method) => (
        <label key={method.type} className="choice">
          <input type="radio" name="payment-method" value={method.type} checked={method.type === value} onChange={() => onChange(method.type)} />
          <span>{method.title || t(`cart.${method.type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
