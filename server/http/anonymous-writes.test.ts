import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_TOKEN, burgerOrder, createCommerceApp, webLogin } from '../orders/commerce-fixture';
import { DEMO_HOST, OPERATOR } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, remoteAddress, headers: DEMO_HOST, payload });
const anonymousOrder = () => burgerOrder(BASE_TOKEN, { authType: 'notResident', paymentMethod: 'payOnline' });

describe('writes without a guest are bounded by client address and time', () => {
  it('orders with the base token: 10 in 10 minutes per address, then 429 writing nothing', async () => {
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await post('/api/orderCreate', anonymousOrder(), '10.5.0.1'));
    expect(answers.filter((a) => a.statusCode === 200 && a.json().result === 0)).toHaveLength(10);
    const refused = answers.at(-1)!;
    expect([refused.statusCode, refused.json().result]).toEqual([429, 9]);
    expect(dump().orders).toHaveLength(10);
    expect((await post('/api/orderCreate', anonymousOrder(), '10.5.0.2')).json().result).toBe(0);
    const token = await webLogin(app);
    for (let i = 0; i < 12; i++) expect((await post('/api/orderCreate', burgerOrder(token), '10.5.0.1')).json().result).toBe(0);
  });

  it('feedback without a guest: 10 an hour per address', async () => {
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await post('/api/feedback', { rating: 5, text: `spam ${i}` }, '10.5.1.1'));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(dump().feedback).toHaveLength(10);
    const token = await webLogin(app, '102', 'Jones');
    expect((await post('/api/feedback', { token, rating: 4, text: 'a real guest' }, '10.5.1.1')).json()).toEqual({ result: 0 });
  });

  it('error reports: 30 in 10 minutes per address, and one address keeps at most 50 of the 500', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    expect((await post('/api/errors', { message: 'a real crash' }, '10.5.2.9')).statusCode).toBe(201);
    for (let round = 0; round < 20; round++) {
      vi.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + (round + 1) * 11 * 60_000));
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push((await post('/api/errors', { message: `noise ${round}/${i}` }, '10.5.2.1')).statusCode);
      expect(answers.filter((s) => s === 201)).toHaveLength(30);
      expect(answers.at(-1)).toBe(429);
    }
    const kept = (await app.inject({ url: '/operator/demo/errors?limit=500', headers: OPERATOR })).json().errors as { message: string }[];
    expect(kept.filter((r) => r.message.startsWith('noise'))).toHaveLength(50);
    expect(kept.map((r) => r.message)).toContain('a real crash');
  });

  it('registrations: 20 in 10 minutes per address', async () => {
    const register = (i: number) =>
      app.inject({
        method: 'POST', url: '/api/registration', remoteAddress: '10.5.3.1', headers: DEMO_HOST,
        payload: { v: 2, hotelId: 137, ip: '10.5.3.1', roomNumber: '103', mac: `02:00:00:05:03:${String(i).padStart(2, '0')}`, manufacturer: 'inroom', tvIndex: '0' },
      });
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await register(i)).statusCode);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
  });
});
