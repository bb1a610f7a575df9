import { describe, expect, it } from 'vitest';
import { lineMinor, orderTotal, toMinor } from './order-total';

describe('order totals in minor units', () => {
  it('converts without floating-point drift', () => {
    expect(toMinor(16.5, 2)).toBe(1650);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(1.005, 0)).toBe(1);
    expect(toMinor(18.9, 2) * 3).toBe(5670);
  });

  it('adds topping prices per unit, times the line amount', () => {
    const item = { amount: 2, price: 16.5, toppings: [{ id: 21114, amount: 1, price: 2 }, { id: 2113, amount: 2, price: 1.5 }] };
    expect(lineMinor(item, 2)).toBe(2 * (1650 + 200 + 300));
  });

  it('charges a percent fee on shop orders, rounded once', () => {
    const items = [{ amount: 1, price: 9.95, toppings: [] }];
    expect(orderTotal(items, { fee: 10, feeType: 'percent' }, 'shop', 2)).toEqual({ itemsMinor: 995, feeMinor: 100, totalMinor: 1095 });
  });

  it('charges a fixed fee, and none on service orders or an empty order', () => {
    const items = [{ amount: 1, price: 45, toppings: [] }];
    expect(orderTotal(items, { fee: 3, feeType: 'fixed' }, 'shop', 2).feeMinor).toBe(300);
    expect(orderTotal(items, { fee: 3, feeType: 'fixed' }, 'service', 2)).toEqual({ itemsMinor: 4500, feeMinor: 0, totalMinor: 4500 });
    expect(orderTotal([], { fee: 3, feeType: 'fixed' }, 'shop', 2).totalMinor).toBe(0);
  });

  it('honours precision 0 currencies', () => {
    expect(orderTotal([{ amount: 3, price: 1500, toppings: [] }], { fee: 5, feeType: 'percent' }, 'shop', 0).totalMinor).toBe(4725);
  });
});
