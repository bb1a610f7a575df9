import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/api/commerce';
import { OPERATOR } from '../test-support/test-app';
import { burgerOrder, createCommerceApp, post, webLogin } from './commerce-fixture';

const { app, close } = createCommerceApp();
afterAll(close);
let smith = '';
const ids: string[] = [];
beforeAll(async () => {
  smith = await webLogin(app);
  for (let i = 0; i < 120; i++) ids.push((await post(app, '/api/orderCreate', burgerOrder(smith))).body.orderId as string);
  ids.reverse();
});

type Page = { data?: Order[]; next?: string };
const list = (extra: object = {}) => post<Page>(app, '/api/orderList', { token: smith, ...extra });

describe('orderList pages', () => {
  it('answers the newest 50 with the id to read on from, then the next pages, then no next', async () => {
    const first = await list();
    expect(first.body.data?.map((o) => o.id)).toEqual(ids.slice(0, 50));
    expect(first.body.next).toBe(ids[49]);
    const second = await list({ before: first.body.next });
    expect(second.body.data?.map((o) => o.id)).toEqual(ids.slice(50, 100));
    const last = await list({ before: second.body.next, limit: 100 });
    expect(last.body.data?.map((o) => o.id)).toEqual(ids.slice(100));
    expect(last.body.next).toBeUndefined();
  });

  it('takes a limit of 1 to 100, and refuses anything else with result 1', async () => {
    expect((await list({ limit: 100 })).body.data).toHaveLength(100);
    expect((await list({ limit: 1 })).body).toMatchObject({ data: [{ id: ids[0] }], next: ids[0] });
    for (const bad of [{ limit: 0 }, { limit: 101 }, { limit: 'x' }, { before: 'abc' }, { before: 5 }]) {
      const { status, body } = await list(bad);
      expect([status, body.result], JSON.stringify(bad)).toEqual([400, 1]);
    }
  });

  it('pages the operator\'s list of every order of the hotel the same way', async () => {
    const page = (query: string) => app.inject({ url: `/operator/demo/orders${query}`, headers: OPERATOR }).then((r) => r.json());
    const first = await page('');
    expect(first.orders).toHaveLength(100);
    expect(first.next).toBe(first.orders[99].id);
    const rest = await page(`?before=${first.next}&limit=500`);
    expect(rest.orders).toHaveLength(20);
    expect(rest.next).toBeUndefined();
    expect((await app.inject({ url: '/operator/demo/orders?limit=501', headers: OPERATOR })).statusCode).toBe(400);
  });
});
