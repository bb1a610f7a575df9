import type { Db } from '../db/open-database';

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushStore = ReturnType<typeof pushStore>;

/**
 * An endpoint is one browser. Each guest who registers it has a row of their own: a registration by somebody else
 * never takes over nor changes another guest's.
 */
export function pushStore(db: Db) {
  const upsert = db.prepare(`
    INSERT INTO push_subscriptions (endpoint, hotel_id, guest_id, device_id, subscription, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (endpoint, guest_id) DO UPDATE SET device_id = excluded.device_id, subscription = excluded.subscription, created_at = excluded.created_at`);
  const ofGuest = db.prepare<[number, number], { subscription: string }>(
    'SELECT subscription FROM push_subscriptions WHERE hotel_id = ? AND guest_id = ?',
  );
  const remove = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?');
  return {
    save: (hotelId: number, guestId: number, deviceId: string, subscription: StoredSubscription) =>
      upsert.run(subscription.endpoint, hotelId, guestId, deviceId, JSON.stringify(subscription), Date.now()),
    ofGuest: (hotelId: number, guestId: number): StoredSubscription[] =>
      ofGuest.all(hotelId, guestId).map((row) => JSON.parse(row.subscription) as StoredSubscription),
    remove: (endpoint: string) => remove.run(endpoint),
  };
}
