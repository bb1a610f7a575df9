import type { Currency } from '../api/content';

const DEFAULT_CURRENCY: Currency = { symbol: '', precision: 2, decimal: '.', thousand: ',', format: '%v %s' };

/** Formats like the hotel's currency settings: `%s` is the symbol, `%v` the number. */
export function formatMoney(amount: number, currency: Currency = DEFAULT_CURRENCY): string {
  const fixed = Math.abs(amount).toFixed(Math.max(0, currency.precision));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousand);
  const value = `${amount < 0 ? '-' : ''}${grouped}${fraction ? currency.decimal + fraction : ''}`;
  return currency.format.replace('%s', currency.symbol).replace('%v', value).trim();
}
