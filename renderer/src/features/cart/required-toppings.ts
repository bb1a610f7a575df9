import type { Topping } from '@common/api';
import type { CartTopping } from './cart-lines';

/** The guest's choice: checkbox topping ids and, per select topping, the chosen value's id. */
export interface ToppingChoice {
  checked: ReadonlySet<number>;
  selected: Readonly<Record<number, number>>;
}

export const emptyChoice: ToppingChoice = { checked: new Set(), selected: {} };

const isChosen = (topping: Topping, choice: ToppingChoice): boolean =>
  choice.checked.has(topping.id) || choice.selected[topping.id] !== undefined;

/** Part 2 §4: a required topping counts when it or its parent is chosen. The first one missing, if any. */
export function firstMissingRequired(toppings: readonly Topping[], choice: ToppingChoice): Topping | undefined {
  const byId = new Map(toppings.map((topping) => [topping.id, topping]));
  return toppings.find((topping) => {
    if (!topping.required || isChosen(topping, choice)) return false;
    const parent = topping.parentId ? byId.get(topping.parentId) : undefined;
    return !(parent && isChosen(parent, choice));
  });
}

/** The chosen toppings as cart toppings: a checkbox at its price, a select as its chosen value. */
export function chosenToppings(toppings: readonly Topping[], choice: ToppingChoice): CartTopping[] {
  const out: CartTopping[] = [];
  for (const topping of toppings) {
    if (choice.checked.has(topping.id)) out.push({ id: topping.id, name: topping.name, price: topping.price, amount: 1 });
    const valueId = choice.selected[topping.id];
    const value = valueId === undefined ? undefined : topping.values?.find((candidate) => candidate.id === valueId);
    if (value) out.push({ id: value.id, name: value.name, price: value.price, amount: 1 });
  }
  return out;
}
