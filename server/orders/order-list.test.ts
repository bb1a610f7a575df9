import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/api/commerce';
import { DATABASE_FILE } from '../db/open-database';
import { register, roomToken } from '../test-support/in-room-calls';
import { BASE_TOKEN, burgerOrder, createCommerceApp, post, webLogin } from './commerce-fixture';

const { app, dump, dataDir, close } = createCommerceApp();
afterAll(close);
let smith = '';
let jones = '';
let room = '';
let sign = '';
beforeAll(async () => {
  smith = await webLogin(app);
  jones = await webLogin(app, '102', 'Jones');
  sign = (await register(app)).body.sign ?? '';
  room = (await roomToken(app, '101', { sign })).body.token ?? '';
});

const create = async (token: string, extra: Record<string, unknown> = {}) => {
  const { body } = await post(app, '/api/orderCreate', burgerOrder(token, extra));
  expect(body.result).toBe(0);
  return body.orderId as string;
};
const list = (token: string) => post<{ data?: Order[] }>(app, '/api/orderList', { token });
const cancel = (token: string, orderId: string) => post<{ data?: Order }>(app, '/api/orderCancel', { token, orderId });

describe('orderList', () => {
  it('lists the guest\'s orders newest first, the same on the phone and the room\'s devices, nobody\'s for the base token', async () => {
    const first = await create(smith, { comment: 'no onions' });
    const second = await create(smith, { paymentMethod: 'payOnline', tvId: '1' });
    const inRoom = await create(room);
    await create(jones);
    await create(BASE_TOKEN, { authType: 'notResident' });
    const web = await list(smith);
    expect(web.body.result).toBe(0);
    expect(web.body.data?.map((o) => o.id)).toEqual([inRoom, second, first]);
    expect(web.body.data?.[1]).toMatchObject({
      id: second, shopId: 1, type: 'shop', status: '0', deliveryTime: '', tvId: '1', numOfPerson: '1', fee: 10, feeType: 'percent',
      totalMinor: 2244, paymentMethod: 'payOnline', payment: { status: 'pending', method: 'payOnline' },
      data: [{ id: 221, title: 'Burger', amount: 1, price: 18.9, tvId: '1', toppings: [{ id: 22112, amount: 1, price: 1.5 }] }],
    });
    expect(web.body.data?.[2]).toMatchObject({ comment: 'no onions', payment: { status: 'none' } });
    expect((await list(room)).body.data).toEqual(web.body.data);
    expect((await list(BASE_TOKEN)).body).toEqual({ result: 3 });
  });

  it('answers 3 to an unknown or expired token, so the app logs out', async () => {
    expect((await list('nope')).body).toEqual({ result: 3 });
    const token = await webLogin(app, '102', 'Jones');
    const db = new Database(join(dataDir, DATABASE_FILE));
    db.prepare('UPDATE tokens SET expires_at = 1').run();
    db.close();
    expect((await list(token)).body).toEqual({ result: 3 });
    expect((await post(app, '/api/orderCreate', burgerOrder(token))).body.result).toBe(2);
    expect((await cancel(token, '1')).body.result).toBe(2);
    smith = await webLogin(app);
    jones = await webLogin(app, '102', 'Jones');
    room = (await roomToken(app, '101', { sign })).body.token ?? '';
  });
});

describe('orderCancel', () => {
  it('lets the guest\'s phone cancel what the room\'s tablet ordered, and the tablet what the phone ordered', async () => {
    const fromTablet = await create(room);
    const fromPhone = await create(smith);
    expect((await cancel(smith, fromTablet)).body).toMatchObject({ result: 0, data: { id: fromTablet, status: '3' } });
    expect((await cancel(room, fromPhone)).body).toMatchObject({ result: 0, data: { id: fromPhone, status: '3' } });
    expect((await cancel(jones, fromPhone)).body).toEqual({ result: 1 });
  });

  it('cancels a placed order of the guest once, and nobody else\'s', async () => {
    const orderId = await create(smith);
    expect((await cancel(jones, orderId)).body).toEqual({ result: 1 });
    const before = dump();
    expect((await cancel('nope', orderId)).body).toEqual({ result: 2 });
    expect(dump()).toEqual(before);
    const done = await cancel(smith, orderId);
    expect(done.body).toMatchObject({ result: 0, data: { id: orderId, status: '3' } });
    expect((await cancel(smith, orderId)).body).toEqual({ result: 1 });
    expect((await cancel(smith, '99999')).body).toEqual({ result: 1 });
    expect((await cancel(smith, 'abc')).body).toEqual({ result: 1 });
  });

  it('gives back the points an order paid with when it is cancelled', async () => {
    const points = () => (dump().loyalty_accounts as { card_number: string; points: number }[]).find((a) => a.card_number === '7000001011')?.points;
    const start = points() ?? 0;
    const orderId = await create(smith, { paymentMethod: 'loyalty' });
    expect(points()).toBe(start - 23);
    expect((await cancel(smith, orderId)).body.result).toBe(0);
    expect(points()).toBe(start);
  });
});
