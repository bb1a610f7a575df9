import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST } from '../test-support/test-app';
import { burgerOrder, createCommerceApp, webLogin } from './commerce-fixture';

const { app, dump, close } = createCommerceApp();
afterAll(close);
let token = '';
beforeAll(async () => {
  token = await webLogin(app);
});

/** Every commerce call with a valid body (made lazily: it needs the guest's token) and a wrong-typed one. */
const ENDPOINTS: Record<string, { url: string; valid: () => object; wrongType: () => object }> = {
  orderCreate: { url: '/api/orderCreate', valid: () => burgerOrder(token), wrongType: () => burgerOrder(token, { shopId: '1' }) },
  orderList: { url: '/api/orderList', valid: () => ({ token }), wrongType: () => ({ token: 42 }) },
  orderCancel: { url: '/api/orderCancel', valid: () => ({ token, orderId: '1' }), wrongType: () => ({ token, orderId: 1 }) },
  payment: {
    url: '/pay/payment',
    valid: () => ({ token, source: 'web', orders: [{ id: '1', type: 'shop' }], returnUrl: 'http://demo.localhost:8080/information/result-payment' }),
    wrongType: () => ({ token, source: 'app', orders: [{ id: '1', type: 'shop' }], returnUrl: 'x' }),
  },
  slotList: { url: '/api/api/slot/list', valid: () => ({ token, serviceId: 5, date: '2099-01-01' }), wrongType: () => ({ token, serviceId: '5', date: '2099-01-01' }) },
  slotTake: { url: '/api/api/slot/take', valid: () => ({ token, serviceId: 5, intervalCode: '2099-01-01T10:00' }), wrongType: () => ({ token, serviceId: 5, intervalCode: 10 }) },
  slotCancel: { url: '/api/api/slot/cancel', valid: () => ({ token, serviceId: 5, intervalCode: '2099-01-01T10:00' }), wrongType: () => ({ token, serviceId: [5], intervalCode: '2099-01-01T10:00' }) },
  slotMine: { url: '/api/api/slot/mine', valid: () => ({ token }), wrongType: () => ({ token: 7 }) },
  folioPayment: {
    url: '/pay/payment',
    valid: () => ({ token, source: 'web', folio: true, returnUrl: 'http://demo.localhost:8080/information/result-payment?for=bill' }),
    wrongType: () => ({ token, source: 'web', folio: 'yes', returnUrl: 'http://demo.localhost:8080/information/result-payment' }),
  },
  viewbill: { url: '/api/viewbill', valid: () => ({ token }), wrongType: () => ({ token: ['a'] }) },
  remoteCheckout: { url: '/api/remoteCheckout', valid: () => ({ token }), wrongType: () => ({ token: null }) },
  feedback: { url: '/api/feedback', valid: () => ({ token, rating: 4, text: 'ok' }), wrongType: () => ({ rating: 4, text: 5 }) },
  loyaltyRegister: { url: '/api/loyalty/register', valid: () => ({ token, name: 'N', email: 'n@example.com' }), wrongType: () => ({ token, name: 'N', email: 'not-an-email' }) },
  loyaltyLogin: { url: '/api/loyalty/login', valid: () => ({ token, email: 'member@example.com', cardNumber: '7000009001' }), wrongType: () => ({ token, email: 'member@example.com', cardNumber: 7000009001 }) },
  loyaltyCard: { url: '/api/loyalty/card', valid: () => ({ token }), wrongType: () => ({ token: {} }) },
};

const json = { 'content-type': 'application/json' };
const BAD_BODIES: Record<string, { headers: Record<string, string>; payload: string; status: number }> = {
  'malformed JSON': { headers: json, payload: '{"token": "a", ', status: 400 },
  'JSON with __proto__': { headers: json, payload: '{"__proto__": {"admin": true}}', status: 400 },
  'a JSON array': { headers: json, payload: '[1, 2, 3]', status: 400 },
  'JSON null': { headers: json, payload: 'null', status: 400 },
  'an empty JSON object': { headers: json, payload: '{}', status: 400 },
  'an oversized body': { headers: json, payload: `{"token":"${'x'.repeat(70_000)}"}`, status: 413 },
  'a text/plain body': { headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 400 },
};

describe.each(Object.entries(ENDPOINTS))('bad input to %s', (_name, endpoint) => {
  async function expectRejected(headers: Record<string, string>, payload: string, status: number) {
    const before = dump();
    const response = await app.inject({ method: 'POST', url: endpoint.url, headers, payload });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.error).toBe('string');
    expect(body.result).toBe(1);
    expect(dump()).toEqual(before);
  }

  it.each(Object.entries(BAD_BODIES))('%s gets an error with result 1 and changes nothing', async (_kind, bad) => {
    await expectRejected({ ...DEMO_HOST, ...bad.headers }, bad.payload, bad.status);
  });

  it('a wrong type gets 400 with result 1 and changes nothing', async () => {
    await expectRejected({ ...DEMO_HOST, ...json }, JSON.stringify(endpoint.wrongType()), 400);
  });

  it('an unknown hotel gets 404 with result 1 and changes nothing', async () => {
    await expectRejected({ host: 'nowhere.localhost', ...json }, JSON.stringify(endpoint.valid()), 404);
  });
});

describe('missing fields of orderCreate', () => {
  it.each(['token', 'type', 'shopId', 'fee', 'feeType', 'deliveryTime', 'data', 'requestId', 'totalMinor'])('without %s: 400, result 1, nothing written', async (field) => {
    const payload: Record<string, unknown> = burgerOrder(token);
    delete payload[field];
    const before = dump();
    const response = await app.inject({ method: 'POST', url: '/api/orderCreate', headers: { ...DEMO_HOST, ...json }, payload: JSON.stringify(payload) });
    expect([response.statusCode, response.json().result]).toEqual([400, 1]);
    expect(response.json().error).toMatch(new RegExp(`^${field}:`));
    expect(dump()).toEqual(before);
  });

  it.each([
    ['numOfPerson 10', { numOfPerson: '10' }], ['a bad delivery time', { deliveryTime: '2030-01-01T10:00' }], ['amount 0', { data: [{ id: 221, amount: 0, price: 18.9, toppings: [] }] }],
    ['no items', { data: [] }], ['a negative total', { totalMinor: -1 }], ['an unknown method', { paymentMethod: 'bitcoin' }], ['a short requestId', { requestId: 'abc' }],
  ])('with %s: 400, result 1, nothing written', async (_case, change) => {
    const before = dump();
    const response = await app.inject({ method: 'POST', url: '/api/orderCreate', headers: { ...DEMO_HOST, ...json }, payload: JSON.stringify(burgerOrder(token, change)) });
    expect([response.statusCode, response.json().result]).toEqual([400, 1]);
    expect(dump()).toEqual(before);
  });
});
