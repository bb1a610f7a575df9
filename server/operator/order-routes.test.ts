import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/api/commerce';
import { burgerOrder, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { OPERATOR } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);
let smith = '';
beforeAll(async () => {
  smith = await webLogin(app);
});
const create = async () => (await post(app, '/api/orderCreate', burgerOrder(smith))).body.orderId as string;
const setStatus = async (id: string, payload: unknown, headers: Record<string, string> = OPERATOR) => {
  const response = await app.inject({ method: 'POST', url: `/operator/demo/orders/${id}/status`, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json<{ order?: Order; error?: string }>() };
};
const statusOf = async (id: string) => (await post<{ data: Order[] }>(app, '/api/orderList', { token: smith })).body.data.find((o) => o.id === id)?.status;

describe('operator orders', () => {
  it('lists every order of the hotel, newest first, behind the operator token', async () => {
    const a = await create();
    const b = await create();
    const response = await app.inject({ url: '/operator/demo/orders', headers: OPERATOR });
    expect(response.json().orders.map((o: Order) => o.id).slice(0, 2)).toEqual([b, a]);
    expect((await app.inject({ url: '/operator/demo/orders' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/operator/nowhere/orders', headers: OPERATOR })).statusCode).toBe(401);
    expect((await app.inject({ url: '/operator/seaside/orders', headers: OPERATOR })).statusCode).toBe(401);
  });

  it('moves an order through in process and completed; nothing leaves completed or canceled', async () => {
    const id = await create();
    expect(await setStatus(id, { status: '1' })).toMatchObject({ status: 200, body: { order: { id, status: '1' } } });
    expect(await statusOf(id)).toBe('1');
    expect((await post(app, '/api/orderCancel', { token: smith, orderId: id })).body.result).toBe(1);
    expect((await setStatus(id, { status: '1' })).status).toBe(400);
    expect((await setStatus(id, { status: '2' })).status).toBe(200);
    const before = dump();
    for (const status of ['1', '2', '3']) expect((await setStatus(id, { status })).status).toBe(400);
    expect(dump()).toEqual(before);
    const canceled = await create();
    expect((await setStatus(canceled, { status: '3' })).body.order?.status).toBe('3');
    for (const status of ['1', '2', '3']) expect((await setStatus(canceled, { status })).status).toBe(400);
  });

  it('refuses unknown statuses, orders and hotels, and a missing token, writing nothing', async () => {
    const id = await create();
    const before = dump();
    for (const payload of [{ status: '0' }, { status: '4' }, { status: 2 }, {}, { status: '2', extra: 1 }]) {
      expect((await setStatus(id, payload)).status).toBe(400);
    }
    expect((await setStatus('99999', { status: '1' })).status).toBe(404);
    expect((await setStatus('x', { status: '1' })).status).toBe(404);
    expect((await setStatus(id, { status: '1' }, {})).status).toBe(401);
    const other = await app.inject({ method: 'POST', url: `/operator/nowhere/orders/${id}/status`, headers: OPERATOR, payload: { status: '1' } });
    expect(other.statusCode).toBe(401);
    expect(dump()).toEqual(before);
  });
});
