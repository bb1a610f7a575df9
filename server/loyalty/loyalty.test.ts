import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyAccount } from '../../common/api/commerce';
import { BASE_TOKEN, burgerOrder, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { OPERATOR } from '../test-support/test-app';
import { accountView } from './loyalty-store';

const { app, dump, close } = createCommerceApp();
afterAll(close);
let smith = '';
let jones = '';
let nopost = '';
beforeAll(async () => {
  smith = await webLogin(app);
  jones = await webLogin(app, '102', 'Jones');
  nopost = await webLogin(app, '103', 'Nopost');
});
const call = (path: string, payload: object) => post<{ data?: LoyaltyAccount }>(app, `/api/loyalty/${path}`, payload);
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'POST', url: `/operator/demo/orders/${id}/status`, headers: OPERATOR, payload: { status } });

describe('loyalty levels', () => {
  it.each([
    [0, 'Silver', 'Gold', 500], [499, 'Silver', 'Gold', 1], [500, 'Gold', 'Platinum', 1500],
    [1999, 'Gold', 'Platinum', 1], [2000, 'Platinum', undefined, undefined], [9000, 'Platinum', undefined, undefined],
  ])('%i points is %s', (points, level, nextLevel, pointsToNextLevel) => {
    const view = accountView({ id: 1, hotel_id: 137, card_number: '7000000001', name: 'A', email: 'a@example.com', points });
    expect(view).toEqual({ cardNumber: '7000000001', name: 'A', email: 'a@example.com', points, level, nextLevel, pointsToNextLevel });
    if (!nextLevel) expect(Object.keys(view)).not.toContain('nextLevel');
  });
});

describe('loyalty routes', () => {
  it('shows the card linked to the guest', async () => {
    expect((await call('card', { token: smith })).body).toEqual({
      result: 0, data: { cardNumber: '7000001011', name: 'Test Smith', email: 'anna@example.com', points: 30, level: 'Silver', nextLevel: 'Gold', pointsToNextLevel: 470 },
    });
    expect((await call('card', { token: jones })).body).toEqual({ result: 1, message: 'loyalty_no_card' });
  });

  it('registers a new account for the guest, once per e-mail', async () => {
    const { body } = await call('register', { token: jones, name: 'Bob Jones', email: 'Bob@Example.com' });
    expect(body).toMatchObject({ result: 0, data: { name: 'Bob Jones', email: 'bob@example.com', points: 0, level: 'Silver' } });
    expect(body.data?.cardNumber).toMatch(/^7\d{9}$/);
    expect((await call('card', { token: jones })).body.data?.cardNumber).toBe(body.data?.cardNumber);
    const before = dump();
    expect((await call('register', { token: nopost, name: 'X', email: 'bob@example.com' })).body).toEqual({ result: 1, message: 'loyalty_email_taken' });
    expect(dump()).toEqual(before);
  });

  it('logs a guest in to an account by e-mail and card number', async () => {
    const before = dump();
    expect((await call('login', { token: nopost, email: 'member@example.com', cardNumber: '7000001011' })).body).toEqual({ result: 1, message: 'loyalty_not_found' });
    expect((await call('login', { token: nopost, email: 'nobody@example.com', cardNumber: '7000009001' })).body.result).toBe(1);
    expect(dump()).toEqual(before);
    const { body } = await call('login', { token: nopost, email: 'MEMBER@example.com', cardNumber: '7000009001' });
    expect(body).toMatchObject({ result: 0, data: { cardNumber: '7000009001', points: 1999, level: 'Gold', pointsToNextLevel: 1 } });
    expect((await call('card', { token: nopost })).body.data?.cardNumber).toBe('7000009001');
  });

  it('needs a guest\'s token (result 2)', async () => {
    for (const token of ['nope', BASE_TOKEN]) {
      expect((await call('card', { token })).body.result).toBe(2);
      expect((await call('register', { token, name: 'N', email: 'n@example.com' })).body.result).toBe(2);
      expect((await call('login', { token, email: 'member@example.com', cardNumber: '7000009001' })).body.result).toBe(2);
    }
  });

  it('credits one point per whole unit when the operator completes an order, once, and levels up', async () => {
    // 22.44 → 22 points; the member had 1999.
    const { body } = await post(app, '/api/orderCreate', burgerOrder(nopost, { paymentMethod: 'payOnline' }));
    expect((await setStatus(body.orderId as string, '1')).statusCode).toBe(200);
    expect((await call('card', { token: nopost })).body.data?.points).toBe(1999);
    expect((await setStatus(body.orderId as string, '2')).statusCode).toBe(200);
    expect((await call('card', { token: nopost })).body.data).toMatchObject({ points: 2021, level: 'Platinum' });
    expect((await setStatus(body.orderId as string, '2')).statusCode).toBe(400);
    expect((await setStatus(body.orderId as string, '3')).statusCode).toBe(400);
    expect((await call('card', { token: nopost })).body.data?.points).toBe(2021);
  });

  it('credits nothing for an order paid with points or a canceled one', async () => {
    const start = (await call('card', { token: smith })).body.data?.points ?? 0;
    const paid = await post(app, '/api/orderCreate', burgerOrder(smith, { paymentMethod: 'loyalty' }));
    await setStatus(paid.body.orderId as string, '2');
    const canceled = await post(app, '/api/orderCreate', burgerOrder(smith, { paymentMethod: 'pos' }));
    await setStatus(canceled.body.orderId as string, '3');
    expect((await call('card', { token: smith })).body.data?.points).toBe(start - 23);
  });
});
