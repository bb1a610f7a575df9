import { randomInt } from 'node:crypto';
import type { LoyaltyAccount } from '../../common/api/commerce';
import type { Db } from '../db/open-database';

export interface LoyaltyRow {
  id: number;
  hotel_id: number;
  card_number: string;
  name: string;
  email: string;
  points: number;
}

/** The demo's levels: Silver below 500 points, Gold from 500, Platinum from 2000. */
const LOYALTY_LEVELS = [
  { name: 'Silver', from: 0 },
  { name: 'Gold', from: 500 },
  { name: 'Platinum', from: 2000 },
] as const;

export type LoyaltyStore = ReturnType<typeof loyaltyStore>;

export function loyaltyStore(db: Db) {
  const ofGuest = db.prepare<[number], LoyaltyRow>(
    'SELECT a.* FROM loyalty_accounts a JOIN loyalty_links l ON l.account_id = a.id WHERE l.guest_id = ?',
  );
  const byEmail = db.prepare<[number, string], LoyaltyRow>('SELECT * FROM loyalty_accounts WHERE hotel_id = ? AND email = ?');
  const byCard = db.prepare<[number, string], LoyaltyRow>('SELECT * FROM loyalty_accounts WHERE hotel_id = ? AND card_number = ?');
  const insert = db.prepare(
    'INSERT INTO loyalty_accounts (hotel_id, card_number, name, email, points, created_at) VALUES (?, ?, ?, ?, 0, ?)',
  );
  const link = db.prepare('INSERT INTO loyalty_links (guest_id, account_id) VALUES (?, ?) ON CONFLICT (guest_id) DO UPDATE SET account_id = excluded.account_id');
  const addPoints = db.prepare('UPDATE loyalty_accounts SET points = points + ? WHERE id = ? AND points + ? >= 0');
  return {
    ofGuest: (guestId: number) => ofGuest.get(guestId),
    byEmail: (hotelId: number, email: string) => byEmail.get(hotelId, email.toLowerCase()),
    /** A new account with a fresh card number, linked to the guest. */
    create(hotelId: number, guestId: number, name: string, email: string): LoyaltyRow {
      let card = newCardNumber();
      while (byCard.get(hotelId, card)) card = newCardNumber();
      insert.run(hotelId, card, name, email.toLowerCase(), Date.now());
      const row = byCard.get(hotelId, card) as LoyaltyRow;
      link.run(guestId, row.id);
      return row;
    },
    link: (guestId: number, accountId: number) => void link.run(guestId, accountId),
    /** Adds (or, negative, spends) points; spending more than the balance changes nothing and answers false. */
    addPoints: (accountId: number, points: number) => addPoints.run(points, accountId, points).changes > 0,
  };
}

const newCardNumber = (): string => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export function accountView(row: LoyaltyRow): LoyaltyAccount {
  const index = LOYALTY_LEVELS.findLastIndex((level) => row.points >= level.from);
  const level = LOYALTY_LEVELS[index] ?? LOYALTY_LEVELS[0];
  const next = LOYALTY_LEVELS[index + 1];
  const account: LoyaltyAccount = { cardNumber: row.card_number, name: row.name, email: row.email, points: row.points, level: level.name };
  if (next) {
    account.nextLevel = next.name;
    account.pointsToNextLevel = next.from - row.points;
  }
  return account;
}
