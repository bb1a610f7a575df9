import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';

const HOUR_MS = 3_600_000;
const WEB_TOKEN_TTL_MS = 24 * HOUR_MS;
const IN_ROOM_TOKEN_TTL_MS = 7 * 24 * HOUR_MS;

export interface TokenGrant {
  hotelId: number;
  kind: 'web' | 'inroom';
  guestId: number | null;
  room: string | null;
  mac: string | null;
  deviceId: string | null;
}

export interface TokenRow {
  hotel_id: number;
  kind: 'web' | 'inroom';
  guest_id: number | null;
  room: string | null;
  mac: string | null;
  expires_at: number;
}

export type TokenStore = ReturnType<typeof tokenStore>;

/** Only a hash of each token is stored, so a copy of the database grants no sessions. */
export function tokenStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO tokens (token_hash, hotel_id, kind, guest_id, room, mac, device_id, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const find = db.prepare<[string, number, number], TokenRow>(
    'SELECT * FROM tokens WHERE token_hash = ? AND hotel_id = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revokeOne = db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND hotel_id = ? AND revoked_at IS NULL');
  const revokeGuest = db.prepare('UPDATE tokens SET revoked_at = ? WHERE guest_id = ? AND revoked_at IS NULL');
  const revokeDevice = db.prepare(
    "UPDATE tokens SET revoked_at = ? WHERE hotel_id = ? AND kind = 'inroom' AND mac = ? AND revoked_at IS NULL",
  );
  return {
    issue(grant: TokenGrant): string {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const ttl = grant.kind === 'web' ? WEB_TOKEN_TTL_MS : IN_ROOM_TOKEN_TTL_MS;
      insert.run(hashOf(token), grant.hotelId, grant.kind, grant.guestId, grant.room, grant.mac, grant.deviceId, now, now + ttl);
      return token;
    },
    find: (token: string, hotelId: number) => find.get(hashOf(token), hotelId, Date.now()),
    revoke: (token: string, hotelId: number) => revokeOne.run(Date.now(), hashOf(token), hotelId).changes,
    revokeGuest: (guestId: number) => revokeGuest.run(Date.now(), guestId).changes,
    revokeDevice: (hotelId: number, mac: string) => revokeDevice.run(Date.now(), hotelId, mac).changes,
  };
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
