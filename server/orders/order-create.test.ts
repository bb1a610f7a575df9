import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RESULT } from '../../common/api/commerce';
import { SEASIDE_HOST } from '../test-support/test-app';
import { BASE_TOKEN, SEASIDE_BASE_TOKEN, burgerOrder, createCommerceApp, newRequestId, post, webLogin } from './commerce-fixture';

const { app, dump, close } = createCommerceApp();
afterAll(close);
let smith = '';
let nopost = '';
beforeAll(async () => {
  smith = await webLogin(app);
  nopost = await webLogin(app, '103', 'Nopost');
});

const create = (payload: object, headers?: Record<string, string>) => post(app, '/api/orderCreate', payload, headers);
const orderRows = () => dump().orders as { seq: number; status: string; payment_status: string; fee_minor: number; total_minor: number; owner: string }[];

async function expectRefused(payload: object, result: number, message?: string | RegExp) {
  const before = dump();
  const { status, body } = await create(payload);
  expect(status).toBe(200);
  expect(body.result).toBe(result);
  if (message) expect(body.message).toMatch(message);
  expect(dump()).toEqual(before);
}

describe('orderCreate', () => {
  it('places an order with status 0, the server total and no payment when no method is given', async () => {
    const { status, body } = await create(burgerOrder(smith));
    expect([status, body.result]).toEqual([200, ORDER_RESULT.ok]);
    const row = orderRows().find((r) => String(r.seq) === body.orderId);
    expect(row).toMatchObject({ status: '0', payment_status: 'none', fee_minor: 204, total_minor: 2244, owner: 'guest' });
  });

  it('takes a checkbox topping by its own id and a select topping by its value, and needs the required one', async () => {
    const salad = { id: 222, amount: 2, price: 13, toppings: [{ id: 2221, amount: 1, price: 4 }] };
    // (13 + 4) × 2 = 34.00, 10 % fee = 3.40.
    expect((await create(burgerOrder(smith, { data: [salad], totalMinor: 3740 }))).body.result).toBe(0);
    const noSide = { id: 221, amount: 1, price: 18.9, toppings: [{ id: 2213, amount: 1, price: 0.35 }] };
    await expectRefused(burgerOrder(smith, { data: [noSide], totalMinor: 2118 }), ORDER_RESULT.incorrectData, /required topping 2211/);
    const withSide = { ...noSide, toppings: [...noSide.toppings, { id: 22111, amount: 1, price: 0 }] };
    // 18.90 + 0.35 = 19.25, 10 % = 1.925 → 1.93 (rounded once, on the fee).
    expect((await create(burgerOrder(smith, { data: [withSide], totalMinor: 2118 }))).body.result).toBe(0);
  });

  it.each([
    ['an unknown product', { data: [{ id: 999, amount: 1, price: 1, toppings: [] }] }, /not a product/],
    ['a product of another shop', { data: [{ id: 223, amount: 1, price: 8.5, toppings: [] }], totalMinor: 935 }, /not a product/],
    ['a wrong price', { data: [{ id: 222, amount: 1, price: 12, toppings: [] }], totalMinor: 1320 }, /price is not 13/],
    ['a topping of another product', { data: [{ id: 222, amount: 1, price: 13, toppings: [{ id: 22111, amount: 1, price: 0 }] }], totalMinor: 1430 }, /does not belong/],
    ['a select topping sent by its own id', { data: [{ id: 221, amount: 1, price: 18.9, toppings: [{ id: 2211, amount: 1, price: 0 }] }], totalMinor: 2079 }, /does not belong/],
    ['a wrong topping price', { data: [{ id: 221, amount: 1, price: 18.9, toppings: [{ id: 22112, amount: 1, price: 0.5 }] }], totalMinor: 2134 }, /price is not 1.5/],
    ['a total that does not match', { totalMinor: 2243 }, /totalMinor is 2244/],
    ['another fee than the hotel\'s', { fee: 5 }, /fee is 10 percent/],
    ['a service item in a shop order', { data: [{ id: 30, amount: 1, price: 45, toppings: [] }], totalMinor: 4950 }, /not a product/],
  ])('refuses %s with result 1 and writes nothing', async (_case, change, message) => {
    await expectRefused(burgerOrder(smith, change), ORDER_RESULT.incorrectData, message);
  });

  it('charges no fee on a service order and takes only one item', async () => {
    const spa = { type: 'service', shopId: 5, data: [{ id: 30, amount: 1, price: 45, toppings: [] }], totalMinor: 4500 };
    const { body } = await create(burgerOrder(smith, spa));
    expect(body.result).toBe(0);
    expect(orderRows().at(-1)).toMatchObject({ fee_minor: 0, total_minor: 4500 });
    await expectRefused(burgerOrder(smith, { ...spa, data: [...spa.data, ...spa.data], totalMinor: 9000 }), 1, /exactly one item/);
    await expectRefused(burgerOrder(smith, { ...spa, totalMinor: 4950 }), 1, /totalMinor is 4500/);
  });

  it('adds a fixed fee in the hotel\'s currency', async () => {
    const lemonade = { data: [{ id: 211, amount: 2, price: 4.5, toppings: [] }], fee: 2, feeType: 'fixed', authType: 'notResident' };
    expect((await create(burgerOrder(SEASIDE_BASE_TOKEN, { ...lemonade, totalMinor: 1100 }), SEASIDE_HOST)).body.result).toBe(0);
    const wrong = await create(burgerOrder(SEASIDE_BASE_TOKEN, { ...lemonade, totalMinor: 900 }), SEASIDE_HOST);
    expect(wrong.body).toMatchObject({ result: 1, message: 'totalMinor is 1100, not 900' });
  });

  it('answers a repeated requestId with the same order and writes nothing; another payload under it is refused', async () => {
    const order = burgerOrder(smith);
    const first = await create(order);
    const count = orderRows().length;
    const before = dump();
    const again = await create(order);
    expect(again.body).toEqual({ result: 0, orderId: first.body.orderId });
    expect(dump()).toEqual(before);
    expect(orderRows()).toHaveLength(count);
    await expectRefused({ ...order, comment: 'changed' }, ORDER_RESULT.incorrectData, /already used/);
  });

  it('answers 2 to an unknown token and writes nothing', async () => {
    await expectRefused(burgerOrder('not-a-token'), ORDER_RESULT.incorrectToken, 'Incorrect token');
    await expectRefused(burgerOrder(SEASIDE_BASE_TOKEN), ORDER_RESULT.incorrectToken);
  });

  it('stores an order made with the base token for nobody', async () => {
    const { body } = await create(burgerOrder(BASE_TOKEN, { authType: 'notResident', paymentMethod: 'payOnline' }));
    expect(body.result).toBe(0);
    expect(orderRows().at(-1)).toMatchObject({ owner: 'none', payment_status: 'pending' });
  });
});

describe('orderCreate payment methods', () => {
  it('marks payOnline pending, pos and cash none', async () => {
    for (const [method, status] of [['payOnline', 'pending'], ['pos', 'none'], ['cash', 'none']] as const) {
      expect((await create(burgerOrder(smith, { paymentMethod: method }))).body.result).toBe(0);
      expect(orderRows().at(-1)?.payment_status).toBe(status);
    }
  });

  it('refuses a method with no total, a method the guest type is not offered, and room charges without a guest', async () => {
    const wakeUp = { type: 'service', shopId: 9, deliveryTime: '2030-01-02 07:00:00', data: [{ id: 60, amount: 1, price: 0, toppings: [] }], totalMinor: 0 };
    expect((await create(burgerOrder(smith, wakeUp))).body.result).toBe(0);
    await expectRefused(burgerOrder(smith, { ...wakeUp, requestId: newRequestId(), paymentMethod: 'payOnline' }), 1, /only for an order with a total/);
    await expectRefused(burgerOrder(smith, { authType: 'notResident', paymentMethod: 'pos' }), 1, /not offered to notResident/);
    await expectRefused(burgerOrder(BASE_TOKEN, { paymentMethod: 'pos' }), ORDER_RESULT.refusedMethod, 'nopost_error');
  });

  it('refuses room charges for a guest whose account does not allow them (nopost_error)', async () => {
    await expectRefused(burgerOrder(nopost, { paymentMethod: 'pos' }), ORDER_RESULT.refusedMethod, 'nopost_error');
    expect((await create(burgerOrder(nopost, { paymentMethod: 'payOnline' }))).body.result).toBe(0);
  });

  it('pays with loyalty points in the same transaction, one point per major unit rounded up', async () => {
    const points = () => (dump().loyalty_accounts as { card_number: string; points: number }[]).find((a) => a.card_number === '7000001011')?.points;
    expect(points()).toBe(30);
    expect((await create(burgerOrder(smith, { paymentMethod: 'loyalty' }))).body.result).toBe(0);
    expect(orderRows().at(-1)?.payment_status).toBe('paid');
    expect(points()).toBe(7);
    await expectRefused(burgerOrder(smith, { paymentMethod: 'loyalty' }), ORDER_RESULT.refusedMethod, 'loyalty_insufficient');
    await expectRefused(burgerOrder(nopost, { paymentMethod: 'loyalty' }), ORDER_RESULT.refusedMethod, 'loyalty_insufficient');
  });
});
