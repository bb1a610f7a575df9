import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups thousands, uses the decimal mark and the format', () => {
    expect(formatMoney(1234.5, { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' })).toBe(
      '1.234,50 €',
    );
  });

  it('puts the symbol first when the format says so and honours precision 0', () => {
    expect(formatMoney(1500, { symbol: '$', precision: 0, decimal: '.', thousand: ',', format: '%s%v' })).toBe('$1,500');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-3, { symbol: '₽', precision: 2, decimal: '.', thousand: ' ', format: '%v %s' })).toBe('-3.00 ₽');
  });
});
