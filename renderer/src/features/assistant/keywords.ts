import type { AssistantDoc } from '@common/assistant/documents';
import type { IndexedDoc } from './search-index';

/** The app's words for what a page offers, in the guest's language (`assistant.keywords` of the dictionary). */
export interface Keywords {
  hours: string;
  price: string;
  order: string;
  wakeUp: string;
  bill: string;
  orders: string;
  messages: string;
}

const isLink = (doc: AssistantDoc, token: string) => doc.menu?.link?.trim().toLowerCase() === token;

export const isOrdersDoc = (doc: AssistantDoc): boolean => doc.kind === 'screen' && isLink(doc, 'orders');
export const isBillDoc = (doc: AssistantDoc): boolean => doc.kind === 'screen' && isLink(doc, 'viewbill');
export const isMessagesDoc = (doc: AssistantDoc): boolean =>
  doc.kind === 'screen' && (doc.menu?.type === 'messages' || isLink(doc, 'messages') || isLink(doc, '!messages'));

/**
 * A page with opening hours answers "when", one with a price "how much", a shop "can I order"; the wake-up page
 * and the app's own screens answer to their names. The words come from the dictionary, never from a guess.
 */
export function withKeywords(docs: readonly AssistantDoc[], words: Keywords): IndexedDoc[] {
  return docs.map((doc) => {
    const extra = [
      doc.hours ? words.hours : '',
      doc.price !== undefined ? words.price : '',
      doc.kind === 'shop' || doc.kind === 'category' || doc.kind === 'product' ? words.order : '',
      doc.kind === 'wakeup' ? words.wakeUp : '',
      isOrdersDoc(doc) ? words.orders : '',
      isBillDoc(doc) ? words.bill : '',
      isMessagesDoc(doc) ? words.messages : '',
    ].filter(Boolean);
    return extra.length > 0 ? { ...doc, keywords: extra.join(' ') } : doc;
  });
}

/** The guest's bill as a document: the demo menu has no entry for it, and only a logged-in guest has one. */
export const billDoc = (title: string): AssistantDoc => ({ id: 'app:bill', kind: 'screen', title, sentences: [], context: '', menu: { link: 'viewbill' } });
