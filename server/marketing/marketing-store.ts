import { MARKETING_ACTIVE_MS, type MarketingNotification } from '../../common/api/marketing';
import type { Db } from '../db/open-database';

type NewNotification = Omit<MarketingNotification, 'id' | 'create'>;

export type MarketingStore = ReturnType<typeof marketingStore>;

/** What the hotel sent; a notification is handed out for a day after it was sent. */
export function marketingStore(db: Db) {
  const insert = db.prepare('INSERT INTO marketing (hotel_id, notification, created_at) VALUES (?, ?, ?)');
  const active = db.prepare<[number, number], { id: number; notification: string; created_at: number }>(
    'SELECT id, notification, created_at FROM marketing WHERE hotel_id = ? AND created_at > ? ORDER BY id',
  );
  return {
    add(hotelId: number, notification: NewNotification, now = Date.now()): MarketingNotification {
      const { lastInsertRowid } = insert.run(hotelId, JSON.stringify(notification), now);
      return { ...notification, id: Number(lastInsertRowid), create: now };
    },
    active(hotelId: number, now = Date.now()): MarketingNotification[] {
      return active
        .all(hotelId, now - MARKETING_ACTIVE_MS)
        .map((row) => ({ ...(JSON.parse(row.notification) as NewNotification), id: row.id, create: row.created_at }));
    },
  };
}
