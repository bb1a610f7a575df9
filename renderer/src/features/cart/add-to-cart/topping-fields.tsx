import type { Currency, Topping } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { priceText } from '../cart-money';
import type { ToppingChoice } from '../required-toppings';

interface Props {
  toppings: readonly Topping[];
  choice: ToppingChoice;
  invalid: number | null;
  currency: Currency | undefined;
  hideZeroPrices: boolean;
  onChange: (choice: ToppingChoice) => void;
}

/** Select toppings as radio groups, the others as checkboxes. */
export function ToppingFields({ toppings, choice, invalid, currency, hideZeroPrices, onChange }: Props) {
  const t = useT();
  const price = (value: number) => (value ? priceText(value, currency, { hideZeroPrices }) : '');
  return (
    <div className="toppings">
      {toppings.map((topping) => {
        const error = invalid === topping.id;
        if (topping.type === 'select' && topping.values?.length) {
          return (
            <fieldset
              key={topping.id}
              id={`topping-${topping.id}`}
              className={`topping-group${error ? ' error' : ''}`}
              aria-invalid={error || undefined}
              aria-describedby={error ? `topping-error-${topping.id}` : undefined}
            >
              <legend>
                {topping.name}
                {topping.required ? <span className="badge">{t('content.required')}</span> : null}
              </legend>
              {topping.values.map((value) => (
                <label key={value.id} className="topping-option">
                  <input
                    type="radio"
                    name={`topping-${topping.id}`}
                    value={value.id}
                    checked={choice.selected[topping.id] === value.id}
                    onChange={() => onChange({ ...choice, selected: { ...choice.selected, [topping.id]: value.id } })}
                  />
                  <span>{value.name}</span>
                  {price(value.price) ? <span className="price">+{price(value.price)}</span> : null}
                </label>
              ))}
              {error ? (
                <p id={`topping-error-${topping.id}`} className="field-error" role="alert">
                  {t('cart.chooseRequired', { name: topping.name })}
                </p>
              ) : null}
            </fieldset>
          );
        }
        const checked = choice.checked.has(topping.id);
        return (
          <div key={topping.id} id={`topping-${topping.id}`} className={`topping-check${error ? ' error' : ''}`}>
            <label className="topping-option">
              <input
                type="checkbox"
                checked={checked}
                aria-invalid={error || undefined}
                onChange={() => {
                  const next = new Set(choice.checked);
                  if (checked) next.delete(topping.id);
                  else next.add(topping.id);
                  onChange({ ...choice, checked: next });
                }}
              />
              <span>{topping.name}</span>
              {topping.required ? <span className="badge">{t('content.required')}</span> : null}
              {price(topping.price) ? <span className="price">+{price(topping.price)}</span> : null}
            </label>
            {error ? (
              <p className="field-error" role="alert">
                {t('cart.chooseRequired', { name: topping.name })}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
