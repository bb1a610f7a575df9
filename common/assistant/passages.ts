import type { Currency } from '../api/content';
import { formatMoney } from '../money/format-money';
import type { AssistantDoc } from './documents';

/**
 * A document as the model reads it: its title, its own sentences and the price, hours and duration the content
 * gives, formatted as the app shows them, so a figure the model repeats can be found here again.
 */
export function passageText(doc: AssistantDoc, currency: Currency | undefined): string {
  const facts = [
    doc.price !== undefined ? `Price: ${formatMoney(doc.price, currency)}` : '',
    doc.hours ? `Hours: ${doc.hours}` : '',
    doc.minutes !== undefined ? `Duration: ${doc.minutes} min` : '',
  ].filter(Boolean);
  return [doc.title, doc.context ? `(${doc.context})` : '', ...doc.sentences, ...facts].filter(Boolean).join('\n');
}
