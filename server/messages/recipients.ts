import { contentPaths } from '../../common/api/paths';
import type { Structure } from '../../common/api/content';
import type { Hotel } from '../hotels/hotel';

export interface Recipient {
  id: string;
  /** The recipient's name in each content language. */
  titles: Record<string, string>;
}

const cache = new WeakMap<Hotel, Recipient[]>();

/** The hotel's message recipients, from `messages.recipients` of its structure files, in every content language. */
export function recipientsOf(hotel: Hotel): Recipient[] {
  const known = cache.get(hotel);
  if (known) return known;
  const byId = new Map<string, Recipient>();
  for (const { code } of hotel.languages) {
    const file = hotel.contentFiles.get(contentPaths.structure(hotel.uid, code));
    if (!file) continue;
    const structure = JSON.parse(file.body.toString('utf8')) as Partial<Structure>;
    for (const { id, title } of structure.messages?.recipients ?? []) {
      if (typeof id !== 'string' || typeof title !== 'string') continue;
      const recipient = byId.get(id) ?? { id, titles: {} };
      recipient.titles[code] = title;
      byId.set(id, recipient);
    }
  }
  const recipients = [...byId.values()];
  cache.set(hotel, recipients);
  return recipients;
}

export const isRecipient = (hotel: Hotel, id: string): boolean => recipientsOf(hotel).some((r) => r.id === id);
