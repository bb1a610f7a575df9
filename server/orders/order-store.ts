import type { Order, OrderItem, OrderType } from '../../common/api/commerce';
import type { PaymentMethodType } from '../../common/api/config';
import type { OrderStatus } from '../../common/spec/codes';
import type { Db } from '../db/open-database';

export type PaymentStatus = Order['payment']['status'];
export type StoredItem = OrderItem & { title: string };

export interface OrderRow {
  seq: number;
  hotel_id: number;
  request_id: string;
  payload_hash: string;
  owner: 'guest' | 'room' | 'none';
  guest_id: number | null;
  room: string | null;
  type: OrderType;
  shop_id: number;
  status: OrderStatus;
  delivery_time: string;
  tv_id: string;
  num_of_person: string;
  auth_type: string;
  location: string | null;
  comment: string | null;
  items: string;
  fee: number;
  fee_type: 'percent' | 'fixed';
  items_minor: number;
  fee_minor: number;
  total_minor: number;
  payment_method: PaymentMethodType | null;
  payment_status: PaymentStatus;
  points_spent: number;
  points_earned: number | null;
  created_at: number;
  updated_at: number;
}

export type NewOrder = Omit<OrderRow, 'seq' | 'points_earned' | 'created_at' | 'updated_at' | 'items'> & { items: StoredItem[] };

export type OrderStore = ReturnType<typeof orderStore>;

export function orderStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO orders (hotel_id, request_id, payload_hash, owner, guest_id, room, type, shop_id, status, delivery_time,
      tv_id, num_of_person, auth_type, location, comment, items, fee, fee_type, items_minor, fee_minor, total_minor,
      payment_method, payment_status, points_spent, created_at, updated_at)
    VALUES (@hotel_id, @request_id, @payload_hash, @owner, @guest_id, @room, @type, @shop_id, @status, @delivery_time,
      @tv_id, @num_of_person, @auth_type, @location, @comment, @items, @fee, @fee_type, @items_minor, @fee_minor,
      @total_minor, @payment_method, @payment_status, @points_spent, @now, @now)`);
  const byRequest = db.prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE hotel_id = ? AND request_id = ?');
  const bySeq = db.prepare<[number, number], OrderRow>('SELECT * FROM orders WHERE hotel_id = ? AND seq = ?');
  const ofGuest = db.prepare<[number, number, number, number], OrderRow>(
    'SELECT * FROM orders WHERE hotel_id = ? AND guest_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
  );
  const chargedTo = db.prepare<[number, number], OrderRow>(
    "SELECT * FROM orders WHERE hotel_id = ? AND guest_id = ? AND status <> '3' ORDER BY seq",
  );
  const ofHotel = db.prepare<[number, number, number], OrderRow>('SELECT * FROM orders WHERE hotel_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?');
  const setStatus = db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE seq = ? AND status = ?');
  const setPayment = db.prepare("UPDATE orders SET payment_status = ?, updated_at = ? WHERE seq = ? AND payment_status <> 'paid'");
  const setEarned = db.prepare('UPDATE orders SET points_earned = ? WHERE seq = ? AND points_earned IS NULL');
  return {
    insert: (order: NewOrder): number =>
      Number(insert.run({ ...order, items: JSON.stringify(order.items), now: Date.now() }).lastInsertRowid),
    byRequest: (hotelId: number, requestId: string) => byRequest.get(hotelId, requestId),
    bySeq: (hotelId: number, seq: number) => bySeq.get(hotelId, seq),
    /** The orders of the guest's stay, whether the phone or a device of the room placed them, a page at a time. */
    ofGuest: (hotelId: number, guestId: number, page: OrderPage) => pageOf(ofGuest.all(hotelId, guestId, ...cursor(page)), page),
    chargedTo: (hotelId: number, guestId: number) => chargedTo.all(hotelId, guestId),
    ofHotel: (hotelId: number, page: OrderPage) => pageOf(ofHotel.all(hotelId, ...cursor(page)), page),
    /** Moves an order on only from the status the caller saw, so two writers cannot both win. */
    setStatus: (seq: number, from: OrderStatus, to: OrderStatus) => setStatus.run(to, Date.now(), seq, from).changes > 0,
    setPayment: (seq: number, status: PaymentStatus) => setPayment.run(status, Date.now(), seq).changes > 0,
    setEarned: (seq: number, points: number) => setEarned.run(points, seq).changes > 0,
  };
}

export const orderIdOf = (row: Pick<OrderRow, 'seq'>): string => String(row.seq);

/** Newest first: `limit` orders older than `beforeSeq` (all when it is absent). */
export interface OrderPage {
  beforeSeq?: number;
  limit: number;
}

/** One page, and the id to read on from when older orders remain. */
export interface OrdersPage {
  rows: OrderRow[];
  next?: string;
}

// One row more than asked tells whether another page follows.
const cursor = (page: OrderPage): [number, number] => [page.beforeSeq ?? Number.MAX_SAFE_INTEGER, page.limit + 1];

function pageOf(rows: OrderRow[], page: OrderPage): OrdersPage {
  if (rows.length <= page.limit) return { rows };
  const kept = rows.slice(0, page.limit);
  return { rows: kept, next: orderIdOf(kept[kept.length - 1] as OrderRow) };
}

export function seqOf(orderId: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(orderId) ? Number(orderId) : undefined;
}

/** Part 2 §3 order as the app reads it; a service order's shopId is its serviceId. */
export function orderView(row: OrderRow): Order {
  const items = JSON.parse(row.items) as StoredItem[];
  const order: Order = {
    id: orderIdOf(row),
    shopId: row.shop_id,
    type: row.type,
    status: row.status,
    deliveryTime: row.delivery_time,
    createdAt: new Date(row.created_at).toISOString(),
    tvId: row.tv_id,
    numOfPerson: row.num_of_person,
    data: items.map((item) => ({ ...item, tvId: row.tv_id })),
    fee: row.fee,
    feeType: row.fee_type,
    totalMinor: row.total_minor,
    payment: row.payment_method ? { status: row.payment_status, method: row.payment_method } : { status: row.payment_status },
    result: 0,
  };
  if (row.type === 'service') order.serviceId = row.shop_id;
  if (row.comment) order.comment = row.comment;
  if (row.payment_method) order.paymentMethod = row.payment_method;
  return order;
}
