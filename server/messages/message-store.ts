import type { ImMessage } from '../../common/api/messages';
import type { Db } from '../db/open-database';

interface MessageRow {
  id: number;
  guest_id: number;
  recipient_id: string;
  from_guest: 0 | 1;
  text: string;
  created_at: number;
  read_at: number | null;
}

export const messageView = (row: MessageRow): ImMessage => ({
  id: row.id,
  categoryId: row.recipient_id,
  text: row.text,
  time: new Date(row.created_at).toISOString(),
  fromGuest: row.from_guest === 1,
  wasRead: row.read_at !== null,
});

export type MessageStore = ReturnType<typeof messageStore>;

/** Conversations between a guest and the hotel's recipients; `read_at` is when the other side read the message. */
export function messageStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO im_messages (hotel_id, guest_id, recipient_id, from_guest, text, client_id, created_at)
    VALUES (@hotelId, @guestId, @recipientId, @fromGuest, @text, @clientId, @now)`);
  const byClientId = db.prepare<[number, string], MessageRow>('SELECT * FROM im_messages WHERE guest_id = ? AND client_id = ?');
  const byId = db.prepare<[number], MessageRow>('SELECT * FROM im_messages WHERE id = ?');
  const conversation = db.prepare<[number, string, number], MessageRow>(
    'SELECT * FROM im_messages WHERE guest_id = ? AND recipient_id = ? AND id > ? ORDER BY id',
  );
  const ofGuest = db.prepare<[number], MessageRow>('SELECT * FROM im_messages WHERE guest_id = ? ORDER BY id');
  const unread = db.prepare<[number], { recipient_id: string; count: number }>(
    'SELECT recipient_id, COUNT(*) AS count FROM im_messages WHERE guest_id = ? AND from_guest = 0 AND read_at IS NULL GROUP BY recipient_id',
  );
  const newest = db.prepare<[number], { id: number | null }>('SELECT MAX(id) AS id FROM im_messages WHERE guest_id = ?');
  const markRead = db.prepare(
    'UPDATE im_messages SET read_at = ? WHERE guest_id = ? AND recipient_id = ? AND from_guest = ? AND id <= ? AND read_at IS NULL',
  );
  return {
    /** A guest's message is written once per clientId: a retry answers the message already written. */
    add(message: { hotelId: number; guestId: number; recipientId: string; fromGuest: boolean; text: string; clientId?: string }): ImMessage {
      if (message.clientId) {
        const existing = byClientId.get(message.guestId, message.clientId);
        if (existing) return messageView(existing);
      }
      const { lastInsertRowid } = insert.run({ ...message, fromGuest: message.fromGuest ? 1 : 0, clientId: message.clientId ?? null, now: Date.now() });
      return messageView(byId.get(Number(lastInsertRowid)) as MessageRow);
    },
    byId: (id: number) => byId.get(id),
    conversation: (guestId: number, recipientId: string, afterId = 0) => conversation.all(guestId, recipientId, afterId).map(messageView),
    ofGuest: (guestId: number) => ofGuest.all(guestId),
    unreadByRecipient(guestId: number): Record<string, number> {
      return Object.fromEntries(unread.all(guestId).map((row) => [row.recipient_id, row.count]));
    },
    newestId: (guestId: number): number => newest.get(guestId)?.id ?? 0,
    /** The guest read the hotel's messages up to `id`, or (fromGuest) the hotel read the guest's. */
    markRead: (guestId: number, recipientId: string, upToId: number, readerIsGuest: boolean) =>
      markRead.run(Date.now(), guestId, recipientId, readerIsGuest ? 0 : 1, upToId).changes,
  };
}
