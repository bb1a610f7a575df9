import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';

export type PaymentState = 'pending' | 'paid' | 'failed';

export interface PaymentRow {
  id: string;
  hotel_id: number;
  owner: 'guest' | 'room' | 'none';
  guest_id: number | null;
  room: string | null;
  order_seqs: string;
  /** 'orders': placed orders; 'folio': the bill's balance. */
  kind: 'orders' | 'folio';
  amount_minor: number;
  return_url: string;
  status: PaymentState;
  created_at: number;
  updated_at: number;
}

export type NewPayment = Pick<PaymentRow, 'hotel_id' | 'owner' | 'guest_id' | 'room' | 'amount_minor' | 'return_url'> & {
  orderSeqs: number[];
  kind?: PaymentRow['kind'];
};

export type PaymentStore = ReturnType<typeof paymentStore>;

export function paymentStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO payments (id, hotel_id, owner, guest_id, room, order_seqs, kind, amount_minor, return_url, status, created_at, updated_at)
    VALUES (@id, @hotel_id, @owner, @guest_id, @room, @order_seqs, @kind, @amount_minor, @return_url, 'pending', @now, @now)`);
  const folioPaid = db.prepare<[number, number], { paid: number | null }>(
    "SELECT SUM(amount_minor) AS paid FROM payments WHERE hotel_id = ? AND guest_id = ? AND kind = 'folio' AND status = 'paid'",
  );
  const byId = db.prepare<[string, number], PaymentRow>('SELECT * FROM payments WHERE id = ? AND hotel_id = ?');
  const settle = db.prepare("UPDATE payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'");
  const dropFolio = db.prepare(
    "UPDATE payments SET status = 'failed', updated_at = ? WHERE hotel_id = ? AND guest_id = ? AND kind = 'folio' AND status = 'pending'",
  );
  return {
    /** The id is the hosted page's opaque payload too: unguessable, so a link cannot be forged. */
    insert(payment: NewPayment): string {
      const id = `pay_${randomBytes(18).toString('base64url')}`;
      insert.run({ ...payment, kind: payment.kind ?? 'orders', id, order_seqs: JSON.stringify(payment.orderSeqs), now: Date.now() });
      return id;
    },
    byId: (id: string, hotelId: number) => byId.get(id, hotelId),
    /** A new payment of the balance replaces an unpaid one: its hosted page can no longer pay. */
    dropPendingFolio: (hotelId: number, guestId: number) => void dropFolio.run(Date.now(), hotelId, guestId),
    /** What the guest paid online towards the bill's balance. */
    folioPaidBy: (hotelId: number, guestId: number) => folioPaid.get(hotelId, guestId)?.paid ?? 0,
    settle: (id: string, status: Exclude<PaymentState, 'pending'>) => settle.run(status, Date.now(), id).changes > 0,
  };
}

export const orderSeqsOf = (row: PaymentRow): number[] => JSON.parse(row.order_seqs) as number[];
