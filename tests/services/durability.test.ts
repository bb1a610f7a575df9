import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotal } from '../../common/money/order-total';
import { removeDataDir, startDemoServer, type DemoServer } from '../e2e/support/demo-server';

/**
 * The backend is killed with SIGKILL while writes of every kind are in flight, three times. Every write it
 * acknowledged must be there after the restart, and nothing may be half-written. A new kind of write (the
 * messages of the real-time work) joins with one more entry in WRITERS.
 */
const KILLS = 3;
const WRITERS_IN_PARALLEL = 4;

let server: DemoServer;
let base = '';
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

let requestCounter = 0;
const breakfast = (token: string, paymentMethod: string) => {
  const data = [{ id: 211, amount: 1, price: 16.5, toppings: [{ id: 21114, amount: 1, price: 2 }, { id: 2113, amount: 1, price: 1.5 }] }];
  const { totalMinor } = orderTotal(data, { fee: 10, feeType: 'percent' }, 'shop', 2);
  return {
    token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '1', tvId: '0', authType: 'resident',
    data, requestId: `kill-${process.pid}-${++requestCounter}`, totalMinor, paymentMethod,
  };
};

/** A write the backend acknowledged: what to look for after the restart. */
type Ack = { kind: string; key: string };
type Writer = { kind: string; write(token: string): Promise<Ack[]> };

let macCounter = 0;
const WRITERS: Writer[] = [
  {
    kind: 'order',
    async write(token) {
      const { body } = await call('/api/orderCreate', json(breakfast(token, 'pos')));
      return body.result === 0 ? [{ kind: 'order', key: String(body.orderId) }] : [];
    },
  },
  {
    kind: 'payment',
    async write(token) {
      const order = await call('/api/orderCreate', json(breakfast(token, 'payOnline')));
      if (order.body.result !== 0) return [];
      const acks: Ack[] = [{ kind: 'order', key: String(order.body.orderId) }];
      const returnUrl = `${base}/information/result-payment`;
      const payment = await call('/pay/payment', json({ token, source: 'web', orders: [{ id: order.body.orderId, type: 'shop' }], returnUrl }));
      const id = (payment.body.data as { data?: { paymentId?: string } } | undefined)?.data?.paymentId;
      if (!id) return acks;
      acks.push({ kind: 'payment', key: id });
      const paid = await call(`/pay/stayCloudPay/${id}/pay`, { method: 'POST' });
      if (paid.status === 303) acks.push({ kind: 'paid', key: id });
      return acks;
    },
  },
  {
    kind: 'registration',
    async write() {
      const mac = `02:00:00:00:${String(Math.floor(++macCounter / 100) % 100).padStart(2, '0')}:${String(macCounter % 100).padStart(2, '0')}`;
      const form = { v: 2, hotelId: 137, ip: '10.0.0.9', roomNumber: '109', mac, manufacturer: 'inroom', tvIndex: '0' };
      const { body } = await call('/api/registration', json(form));
      if (body.result !== 1) return [];
      const acks: Ack[] = [{ kind: 'registration request', key: mac }];
      const operator = { authorization: `Bearer ${server.operatorToken}` };
      const listed = await call('/operator/demo/registrations', { headers: operator });
      const request = (listed.body.requests as { id: number; mac: string }[] | undefined)?.find((r) => r.mac === mac);
      if (!request) return acks;
      const confirmed = await call(`/operator/demo/registrations/${request.id}/confirm`, { ...json({}), headers: { ...operator, 'content-type': 'application/json' } });
      if (confirmed.status === 200) acks.push({ kind: 'confirmed registration', key: mac });
      return acks;
    },
  },
  {
    kind: 'feedback',
    async write(token) {
      const text = `durable ${++requestCounter}`;
      const { body } = await call('/api/feedback', json({ token, rating: 4, text }));
      return body.result === 0 ? [{ kind: 'feedback', key: text }] : [];
    },
  },
];

function present(db: Database.Database, ack: Ack): boolean {
  const one = (sql: string, value: string) => db.prepare(sql).get(value) !== undefined;
  switch (ack.kind) {
    case 'order':
      return one('SELECT 1 FROM orders WHERE seq = ?', ack.key);
    case 'payment':
      return one('SELECT 1 FROM payments WHERE id = ?', ack.key);
    case 'paid':
      return one("SELECT 1 FROM payments WHERE id = ? AND status = 'paid'", ack.key);
    case 'registration request':
      return one('SELECT 1 FROM registration_requests WHERE mac = ?', ack.key);
    case 'confirmed registration':
      return one("SELECT 1 FROM registration_requests WHERE mac = ? AND status = 'confirmed'", ack.key);
    case 'feedback':
      return one('SELECT 1 FROM feedback WHERE text = ?', ack.key);
    default:
      throw new Error(`no check for ${ack.kind}`);
  }
}

/** Whole or absent: the file is sound, every order is complete and every settled payment settled its orders. */
function halfWritten(db: Database.Database): string[] {
  const problems: string[] = [];
  if (db.pragma('integrity_check', { simple: true }) !== 'ok') problems.push('integrity_check failed');
  if ((db.pragma('foreign_key_check') as unknown[]).length > 0) problems.push('foreign keys broken');
  for (const row of db.prepare('SELECT seq, items, total_minor, items_minor, fee_minor FROM orders').all() as Record<string, number | string>[]) {
    const items = JSON.parse(String(row.items)) as unknown[];
    if (items.length === 0 || Number(row.total_minor) !== Number(row.items_minor) + Number(row.fee_minor)) problems.push(`order ${row.seq} incomplete`);
  }
  for (const payment of db.prepare("SELECT id, order_seqs, status FROM payments WHERE status <> 'pending'").all() as { id: string; order_seqs: string; status: string }[]) {
    for (const seq of JSON.parse(payment.order_seqs) as number[]) {
      const order = db.prepare('SELECT payment_status FROM orders WHERE seq = ?').get(seq) as { payment_status: string } | undefined;
      if (order?.payment_status !== payment.status) problems.push(`payment ${payment.id} ${payment.status}, its order ${seq} ${order?.payment_status}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  server = await startDemoServer();
  base = `http://127.0.0.1:${server.port}`;
}, 120_000);
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe('the backend killed during writes', () => {
  it(`keeps every acknowledged write of every kind through ${KILLS} SIGKILLs, and nothing half-written`, async () => {
    const acknowledged: Ack[] = [];
    let lost = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const login = await call('/api/weblogin', json({ hotelId: 137, type: 'resident', login: '101', password: 'Smith', deviceId: `killer-${kill}` }));
      const token = String(login.body.token);
      let writing = true;
      const loops = Array.from({ length: WRITERS_IN_PARALLEL }, async (_, lane) => {
        for (let i = lane; writing; i++) {
          try {
            acknowledged.push(...(await WRITERS[i % WRITERS.length]!.write(token)));
          } catch {
            // The connection died with the server: that write was never acknowledged.
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 1_500));
      await server.kill();
      writing = false;
      await Promise.all(loops);
      await server.start();
      base = `http://127.0.0.1:${server.port}`;
      const db = new Database(join(server.dataDir, 'hotel.sqlite'), { readonly: true });
      try {
        const missing = acknowledged.filter((ack) => !present(db, ack));
        lost += missing.length;
        expect(missing, `acknowledged before kill ${kill + 1}, gone after it`).toEqual([]);
        expect(halfWritten(db)).toEqual([]);
      } finally {
        db.close();
      }
    }
    const kinds = new Set(acknowledged.map((ack) => ack.kind));
    console.log(`durability: ${KILLS} SIGKILLs during writes; ${acknowledged.length} acknowledged writes (${[...kinds].join(', ')}) all recovered, ${lost} lost`);
    expect([...kinds].sort()).toEqual(['confirmed registration', 'feedback', 'order', 'paid', 'payment', 'registration request']);
  }, 180_000);
});
