import { describe, expect, it } from 'vitest';
import { lineKey, mergeLines, reduceLine, sanitizeLines, type NewCartLine } from './cart-lines';

const side = (id: number, price = 0) => ({ id, name: `t${id}`, price, amount: 1 });
const line = (over: Partial<NewCartLine> = {}): NewCartLine => ({ id: 211, title: 'Full breakfast', price: 16.5, amount: 1, toppings: [], shopId: 1, ...over });

describe('mergeLines', () => {
  it('adds amounts when the id and the toppings match, whatever their order', () => {
    const first = mergeLines([], [line({ toppings: [side(1), side(2)] })]);
    const merged = mergeLines(first, [line({ amount: 2, toppings: [side(2), side(1)] })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.amount).toBe(3);
  });

  it('keeps separate lines for other toppings or another product', () => {
    const merged = mergeLines([], [line({ toppings: [side(1)] }), line({ toppings: [side(2)] }), line(), line({ id: 212 })]);
    expect(merged.map((l) => l.key)).toEqual(['211|1x1', '211|2x1', '211', '212']);
  });

  it('ignores lines of no amount and does not change the given lines', () => {
    const start = mergeLines([], [line()]);
    const next = mergeLines(start, [line({ amount: 0 }), line()]);
    expect(start[0]?.amount).toBe(1);
    expect(next[0]?.amount).toBe(2);
  });

  it('keys a topping amount of zero like no topping', () => {
    expect(lineKey(line({ toppings: [{ ...side(1), amount: 0 }] }))).toBe(lineKey(line()));
  });
});

describe('reduceLine', () => {
  const lines = mergeLines([], [line({ amount: 2 }), line({ id: 212 })]);

  it('reduces the amount', () => {
    expect(reduceLine(lines, '211')[0]?.amount).toBe(1);
  });

  it('drops a line at zero or below', () => {
    expect(reduceLine(lines, '211', 2).map((l) => l.key)).toEqual(['212']);
    expect(reduceLine(lines, '211', 5).map((l) => l.key)).toEqual(['212']);
  });

  it('leaves the cart alone for an unknown line', () => {
    expect(reduceLine(lines, 'nope')).toEqual(lines);
  });
});

describe('sanitizeLines', () => {
  it('keys old items, takes price from cost and defaults the amount to 1', () => {
    expect(sanitizeLines([{ id: 5, title: 'Tea', cost: 3, shopId: 1 }, { title: 'no id' }, 'junk', null])).toEqual([
      { key: '5', id: 5, title: 'Tea', price: 3, amount: 1, toppings: [], shopId: 1 },
    ]);
    expect(sanitizeLines('nope')).toEqual([]);
  });

  it('merges restored duplicates', () => {
    expect(sanitizeLines([line(), line({ amount: 2 })])[0]?.amount).toBe(3);
  });
});
