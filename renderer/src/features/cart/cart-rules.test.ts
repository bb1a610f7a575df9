import { describe, expect, it } from 'vitest';
import type { PaymentMethod, Shop, Topping } from '@common/api';
import { CURRENCY_CODES } from '@common/spec';
import type { NewCartLine } from './cart-lines';
import { approxMinutes, cutleryShown, groupCart, timeSelectable, visibleLines } from './cart-groups';
import { currencyCode, linesTotal, minorText, priceText } from './cart-money';
import { availableMethods, effectiveMethod, showsGuestTypeToggle, showsPaymentMethods, showsTimePicker } from './payment-rules';
import { chosenToppings, emptyChoice, firstMissingRequired } from './required-toppings';

const line = (over: Partial<NewCartLine> = {}): NewCartLine => ({ id: 1, title: 'x', price: 10, amount: 1, toppings: [], shopId: 1, ...over });
const euro = { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' };

describe('groupCart', () => {
  const lines = [line({ id: 1, shopId: 1 }), line({ id: 2, shopId: 2 }), line({ id: 3, shopId: 1 }), line({ id: 30, shopId: 5, serviceId: 5 }), line({ id: 31, shopId: 5, serviceId: 5 }), line({ id: 60, shopId: 9, serviceId: 9 })];

  it('groups shop products by shop and makes each service product its own order, without the wake-up service', () => {
    const groups = groupCart(lines, 9);
    expect(groups.shops.map((g) => [g.shopId, g.lines.map((l) => l.id)])).toEqual([
      [1, [1, 3]],
      [2, [2]],
    ]);
    expect(groups.services.map((l) => l.id)).toEqual([30, 31]);
    expect(visibleLines(lines, 9).map((l) => l.id)).toEqual([1, 2, 3, 30, 31]);
    expect(groupCart(lines).services.map((l) => l.id)).toEqual([30, 31, 60]);
  });
});

describe('approximate time, counter and time choice', () => {
  it('takes the maximum approximate time, at least 15', () => {
    expect(approxMinutes([])).toBe(15);
    expect(approxMinutes([line({ approxTime: 10 })])).toBe(15);
    expect(approxMinutes([line({ approxTime: 30 }), line({ approxTime: 25 }), line()])).toBe(30);
  });

  const shops: Record<string, Shop> = {
    '1': { id: 1, title: 'R', cutlery: true, timeSelect: true, pageId: 20 },
    '2': { id: 2, title: 'N', cutlery: false, timeSelect: false, pageId: 100 },
  };

  it('shows the persons counter when any shop of the cart has cutlery', () => {
    expect(cutleryShown([line({ shopId: 2 })], shops)).toBe(false);
    expect(cutleryShown([line({ shopId: 2 }), line({ shopId: 1 })], shops)).toBe(true);
    expect(cutleryShown([line({ shopId: 1, serviceId: 1 })], shops)).toBe(false);
  });

  it('lets the guest choose a time for a service or a shop that offers it', () => {
    expect(timeSelectable([line({ shopId: 2 })], shops)).toBe(false);
    expect(timeSelectable([line({ shopId: 1 })], shops)).toBe(true);
    expect(timeSelectable([line({ shopId: 5, serviceId: 5 })], shops)).toBe(true);
    expect(showsTimePicker(false, true)).toBe(true);
    expect(showsTimePicker(true, true)).toBe(false);
    expect(showsTimePicker(false, false)).toBe(false);
  });
});

describe('required toppings', () => {
  const toppings: Topping[] = [
    { id: 1, parentId: 0, required: true, type: 'select', price: 0, name: 'Side', values: [{ id: 11, name: 'Fries', price: 0 }, { id: 12, name: 'Sweet', price: 1.5 }] },
    { id: 2, parentId: 0, type: 'checkbox', price: 1.5, name: 'Egg' },
    { id: 3, parentId: 2, required: true, type: 'checkbox', price: 0, name: 'Egg style' },
  ];

  it('names the first required topping missing', () => {
    expect(firstMissingRequired(toppings, emptyChoice)?.id).toBe(1);
    expect(firstMissingRequired(toppings, { checked: new Set(), selected: { 1: 11 } })?.id).toBe(3);
  });

  it('counts a required topping when it or its parent is chosen', () => {
    expect(firstMissingRequired(toppings, { checked: new Set([3]), selected: { 1: 12 } })).toBeUndefined();
    expect(firstMissingRequired(toppings, { checked: new Set([2]), selected: { 1: 12 } })).toBeUndefined();
  });

  it('turns the choice into cart toppings: the select value, the checkbox itself', () => {
    expect(chosenToppings(toppings, { checked: new Set([2]), selected: { 1: 12 } })).toEqual([
      { id: 12, name: 'Sweet', price: 1.5, amount: 1 },
      { id: 2, name: 'Egg', price: 1.5, amount: 1 },
    ]);
  });
});

describe('money', () => {
  it('maps the 25 currency symbols to their codes', () => {
    expect(Object.keys(CURRENCY_CODES)).toHaveLength(25);
    for (const [symbol, code] of Object.entries(CURRENCY_CODES)) expect(currencyCode(symbol)).toBe(code);
    expect(currencyCode(' € ')).toBe('EUR');
    expect(currencyCode('CHF')).toBe('CHF');
    expect(currencyCode('?')).toBeUndefined();
    expect(currencyCode(undefined)).toBeUndefined();
  });

  const breakfast = line({ price: 16.5, amount: 2, toppings: [{ id: 1, name: 'bacon', price: 2, amount: 1 }] });

  it('totals in minor units with a percent fee on shop orders only', () => {
    expect(linesTotal([breakfast, line({ price: 0.1, amount: 3 })], { fee: 10, feeType: 'percent' }, 'shop', euro)).toEqual({ itemsMinor: 3730, feeMinor: 373, totalMinor: 4103 });
    expect(linesTotal([breakfast], { fee: 10, feeType: 'percent' }, 'service', euro)).toEqual({ itemsMinor: 3700, feeMinor: 0, totalMinor: 3700 });
  });

  it('adds a fixed fee once per order, and none to an empty order', () => {
    expect(linesTotal([breakfast], { fee: 2.5, feeType: 'fixed' }, 'shop', euro).totalMinor).toBe(3950);
    expect(linesTotal([], { fee: 2.5, feeType: 'fixed' }, 'shop', euro).totalMinor).toBe(0);
    expect(linesTotal([breakfast], undefined, 'shop', euro).feeMinor).toBe(0);
  });

  it('formats with symbol, precision, decimal, thousand and format', () => {
    expect(priceText(1234.5, euro)).toBe('1.234,50 €');
    expect(priceText(0.1, euro, { amount: 3 })).toBe('0,30 €');
    expect(priceText(5, { symbol: '$', precision: 0, decimal: '.', thousand: ',', format: '%s%v' })).toBe('$5');
    expect(minorText(4103, euro)).toBe('41,03 €');
  });

  it('shows nothing for a zero amount, and nothing for a zero price when the hotel hides them', () => {
    expect(priceText(12, euro, { amount: 0 })).toBe('');
    expect(priceText(0, euro)).toBe('0,00 €');
    expect(priceText(0, euro, { hideZeroPrices: true })).toBe('');
    expect(priceText(3, euro, { hideZeroPrices: true })).toBe('3,00 €');
    expect(minorText(0, euro, true)).toBe('');
  });
});

describe('payment methods', () => {
  const methods: PaymentMethod[] = [
    { type: 'payOnline', guestType: 'resident' },
    { type: 'pos', guestType: 'resident' },
    { type: 'payOnline', guestType: 'pmsnum' },
    { type: 'cash', guestType: 'notResident' },
  ];

  it('filters by guest type, pms as resident', () => {
    expect(availableMethods({ paymentMethods: methods }, 'resident').map((m) => m.type)).toEqual(['payOnline', 'pos']);
    expect(availableMethods({ paymentMethods: methods }, 'pms').map((m) => m.type)).toEqual(['payOnline', 'pos']);
    expect(availableMethods({ paymentMethods: methods }, 'pmsnum').map((m) => m.type)).toEqual(['payOnline']);
    expect(availableMethods({ paymentMethods: methods }, 'email-pin')).toEqual([]);
  });

  it("offers only 'pos' when the hotel is in-room and configures none", () => {
    expect(availableMethods({ paymentMethods: [], inRoom: true }, 'resident')).toEqual([{ type: 'pos', guestType: 'resident' }]);
    expect(availableMethods({ paymentMethods: methods, inRoom: true }, 'email-pin').map((m) => m.type)).toEqual(['pos']);
    expect(availableMethods({ paymentMethods: [], inRoom: false }, 'resident')).toEqual([]);
    expect(availableMethods({ paymentMethods: methods, inRoom: true }, 'resident').map((m) => m.type)).toEqual(['payOnline', 'pos']);
  });

  it('keeps the chosen method while allowed, else the first', () => {
    const allowed = availableMethods({ paymentMethods: methods }, 'resident');
    expect(effectiveMethod(allowed, 'pos')?.type).toBe('pos');
    expect(effectiveMethod(allowed, 'cash')?.type).toBe('payOnline');
    expect(effectiveMethod([], 'pos')).toBeUndefined();
  });

  it('shows methods outside basic mode, for a non-zero total, on a new order', () => {
    expect(showsPaymentMethods({ basicMode: false, newOrder: true }, 1)).toBe(true);
    expect(showsPaymentMethods({ basicMode: true, newOrder: true }, 1)).toBe(false);
    expect(showsPaymentMethods({ basicMode: false, newOrder: true }, 0)).toBe(false);
    expect(showsPaymentMethods({ basicMode: false, newOrder: false }, 1)).toBe(false);
  });

  it('shows the guest-type toggle outside basic mode, with more than one type, on a new order', () => {
    expect(showsGuestTypeToggle({ basicMode: false, newOrder: true }, ['resident', 'pmsnum'])).toBe(true);
    expect(showsGuestTypeToggle({ basicMode: false, newOrder: true }, ['resident'])).toBe(false);
    expect(showsGuestTypeToggle({ basicMode: true, newOrder: true }, ['resident', 'pmsnum'])).toBe(false);
    expect(showsGuestTypeToggle({ basicMode: false, newOrder: false }, ['resident', 'pmsnum'])).toBe(false);
  });
});
