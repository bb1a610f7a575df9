import { describe, expect, it } from 'vitest';
import type { Page } from '@common/api';
import { order } from './test-orders';
import { repeatLines, toppingOf } from './repeat-lines';

const breakfast: Page = {
  id: 211,
  parentId: 21,
  type: 'shopProduct',
  title: 'Full breakfast',
  cost: 17,
  shopId: 1,
  workingHours: '07:00-23:00',
  approxTime: 20,
  image: 'media/breakfast.svg',
  toppings: [
    { id: 1, name: 'Eggs', required: true, type: 'select', price: 0, values: [{ id: 11, name: 'Scrambled', price: 0 }, { id: 12, name: 'Poached', price: 1.5 }] },
    { id: 2, name: 'Extra bacon', price: 2.5 },
  ],
};
const pages = new Map<number, Page>([[211, breakfast]]);

describe('repeating an order', () => {
  it('names toppings by topping or select value', () => {
    expect(toppingOf(breakfast, 12)).toEqual({ name: 'Poached', price: 1.5 });
    expect(toppingOf(breakfast, 2)).toEqual({ name: 'Extra bacon', price: 2.5 });
    expect(toppingOf(breakfast, 99)).toBeUndefined();
  });

  it("puts the order's lines back with the product's current cost, hours and image", () => {
    const placed = order({
      status: '2',
      data: [
        { id: 211, title: 'Breakfast', amount: 2, price: 16.5, toppings: [{ id: 12, amount: 1, price: 1 }, { id: 2, amount: 2, price: 2.5 }] },
        { id: 999, title: 'Gone from the menu', amount: 1, price: 4, toppings: [{ id: 5, amount: 1, price: 0.5 }] },
      ],
    });
    expect(repeatLines(placed, (id) => pages.get(id))).toEqual([
      {
        id: 211,
        title: 'Full breakfast',
        price: 17,
        amount: 2,
        toppings: [
          { id: 12, name: 'Poached', price: 1.5, amount: 1 },
          { id: 2, name: 'Extra bacon', price: 2.5, amount: 2 },
        ],
        shopId: 1,
        workingHours: '07:00-23:00',
        approxTime: 20,
        image: 'media/breakfast.svg',
      },
      { id: 999, title: 'Gone from the menu', price: 4, amount: 1, toppings: [{ id: 5, name: '5', price: 0.5, amount: 1 }], shopId: 1 },
    ]);
  });

  it('keeps a service line a service line', () => {
    const spa = order({ type: 'service', shopId: 5, status: '3', data: [{ id: 30, title: 'Spa', amount: 1, price: 45, toppings: [] }] });
    expect(repeatLines(spa, () => undefined)[0]).toMatchObject({ id: 30, shopId: 5, serviceId: 5 });
  });
});
