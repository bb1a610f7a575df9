import { randomBytes } from 'node:crypto';
import { hashOf } from '../auth/token-store';
import type { Db } from '../db/open-database';

export type AccessTagKind = 'auth' | 'checkin';

export type AccessTagStore = ReturnType<typeof accessTagStore>;

/** Short-lived tags that stand for a guest in a link or a QR code; like tokens, only their hashes are kept. */
export function accessTagStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO access_tags (tag_hash, hotel_id, kind, guest_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string, number, AccessTagKind, number], { guest_id: number; used_at: number | null }>(
    'SELECT guest_id, used_at FROM access_tags WHERE tag_hash = ? AND hotel_id = ? AND kind = ? AND expires_at > ?',
  );
  const use = db.prepare('UPDATE access_tags SET used_at = ? WHERE tag_hash = ? AND used_at IS NULL');
  const prune = db.prepare('DELETE FROM access_tags WHERE expires_at < ?');
  return {
    issue(hotelId: number, kind: AccessTagKind, guestId: number, ttlMs: number): string {
      const now = Date.now();
      prune.run(now);
      const tag = randomBytes(24).toString('base64url');
      insert.run(hashOf(tag), hotelId, kind, guestId, now, now + ttlMs);
      return tag;
    },
    /** The guest a tag names while it lasts. */
    guestOf: (hotelId: number, kind: AccessTagKind, tag: string): number | undefined => find.get(hashOf(tag), hotelId, kind, Date.now())?.guest_id,
    /** The guest of a one-time tag, which is spent by this call: a second use answers nothing. */
    spend(hotelId: number, kind: AccessTagKind, tag: string): number | undefined {
      const row = find.get(hashOf(tag), hotelId, kind, Date.now());
      if (!row || row.used_at !== null) return undefined;
      return use.run(Date.now(), hashOf(tag)).changes === 1 ? row.guest_id : undefined;
    },
  };
}
