import { randomInt } from 'node:crypto';
import type { DoorKeyState, DoorLogEntry, MobileKeyVendor } from '../../common/api/mobile-key';
import type { Db } from '../db/open-database';

export interface DoorKeyRow {
  guest_id: number;
  hotel_id: number;
  pin: string;
  state: DoorKeyState;
  invite_code: string | null;
  issued_at: number;
}

export interface NewLogEntry {
  hotelId: number;
  lockId: string;
  lockAlias: string;
  vendor: MobileKeyVendor;
  room: string | null;
  guestId: number | null;
  result: number;
  outcome: DoorLogEntry['outcome'];
}

/** Letters and digits nobody mistakes for one another when typing a code into another app. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  const pick = () => Array.from({ length: 4 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}-${pick()}`;
}

export type DoorKeyStore = ReturnType<typeof doorKeyStore>;

/** The simulated door system's records: keys per stay, registered app installs, used nonces and the door log. */
export function doorKeyStore(db: Db) {
  const keyOf = db.prepare<[number], DoorKeyRow>('SELECT * FROM door_keys WHERE guest_id = ?');
  const upsertKey = db.prepare(`
    INSERT INTO door_keys (guest_id, hotel_id, pin, state, issued_at, updated_at) VALUES (@guestId, @hotelId, @pin, @state, @now, @now)
    ON CONFLICT (guest_id) DO UPDATE SET pin = excluded.pin, state = excluded.state, updated_at = excluded.updated_at`);
  const setState = db.prepare('UPDATE door_keys SET state = ?, updated_at = ? WHERE guest_id = ?');
  const setInvite = db.prepare('UPDATE door_keys SET invite_code = ? WHERE guest_id = ? AND invite_code IS NULL');
  const register = db.prepare(`
    INSERT INTO door_key_endpoints (hotel_id, guest_id, uuid, vendor, registered_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (hotel_id, uuid) DO UPDATE SET guest_id = excluded.guest_id, vendor = excluded.vendor`);
  const unregister = db.prepare('DELETE FROM door_key_endpoints WHERE hotel_id = ? AND guest_id = ? AND uuid = ?');
  const unregisterGuest = db.prepare('DELETE FROM door_key_endpoints WHERE guest_id = ?');
  const endpoints = db.prepare<[number], { uuid: string; vendor: string }>('SELECT uuid, vendor FROM door_key_endpoints WHERE guest_id = ?');
  const pruneNonces = db.prepare('DELETE FROM door_nonces WHERE used_at < ?');
  const useNonce = db.prepare('INSERT OR IGNORE INTO door_nonces (hotel_id, nonce, used_at) VALUES (?, ?, ?)');
  const insertLog = db.prepare(`
    INSERT INTO door_log (hotel_id, lock_id, lock_alias, vendor, room, guest_id, result, outcome, at)
    VALUES (@hotelId, @lockId, @lockAlias, @vendor, @room, @guestId, @result, @outcome, @at)`);
  const failures = db.prepare<[number, number], { n: number }>(
    "SELECT COUNT(*) AS n FROM door_log WHERE guest_id = ? AND outcome = 'incorrect-pin' AND at >= ?",
  );
  const latest = db.prepare<[number, number], DoorLogEntry & { guestName: string | null }>(`
    SELECT l.id, l.at, l.lock_id AS lockId, l.lock_alias AS lockAlias, l.vendor, l.room, l.guest_id AS guestId,
      CASE WHEN g.id IS NULL THEN NULL ELSE trim(g.first_name || ' ' || g.last_name) END AS guestName, l.result, l.outcome
    FROM door_log l LEFT JOIN guests g ON g.id = l.guest_id WHERE l.hotel_id = ? ORDER BY l.id DESC LIMIT ?`);

  return {
    keyOf: (guestId: number) => keyOf.get(guestId),
    issue: (hotelId: number, guestId: number, pin: string, state: DoorKeyState) =>
      void upsertKey.run({ hotelId, guestId, pin, state, now: Date.now() }),
    setState: (guestId: number, state: DoorKeyState) => setState.run(state, Date.now(), guestId).changes > 0,
    /** The stay's invite code: made once, then the same for every install that asks. */
    inviteCode(guestId: number): string | undefined {
      for (let attempt = 0; attempt < 5; attempt++) {
        const existing = keyOf.get(guestId);
        if (!existing) return undefined;
        if (existing.invite_code) return existing.invite_code;
        try {
          setInvite.run(newInviteCode(), guestId);
        } catch {
          // The code is taken by another stay of the hotel: draw again.
        }
      }
      return keyOf.get(guestId)?.invite_code ?? undefined;
    },
    registerEndpoint: (hotelId: number, guestId: number, uuid: string, vendor: MobileKeyVendor) =>
      void register.run(hotelId, guestId, uuid, vendor, Date.now()),
    unregisterEndpoint: (hotelId: number, guestId: number, uuid: string) => unregister.run(hotelId, guestId, uuid).changes,
    unregisterGuest: (guestId: number) => unregisterGuest.run(guestId).changes,
    endpointsOf: (guestId: number) => endpoints.all(guestId),
    /** True the first time a nonce is seen within the window; older nonces are forgotten as they fall out of it. */
    useNonce(hotelId: number, nonce: string, now: number, windowMs: number): boolean {
      pruneNonces.run(now - 2 * windowMs);
      return useNonce.run(hotelId, nonce, now).changes === 1;
    },
    log: (entry: NewLogEntry) => void insertLog.run({ ...entry, at: Date.now() }),
    failedPinsSince: (guestId: number, since: number) => failures.get(guestId, since)?.n ?? 0,
    latestLog: (hotelId: number, limit: number): DoorLogEntry[] => latest.all(hotelId, limit),
  };
}
