import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSvgDocument } from '../../common/qr/qr-svg';
import { BASE_TOKEN, burgerOrder, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { DEMO_HOST } from '../test-support/test-app';
import { isReturnUrl } from './create-payment';

const { app, dump, close } = createCommerceApp();
afterAll(close);
const RETURN = 'http://demo.localhost:8080/information/result-payment';
let smith = '';
let jones = '';
beforeAll(async () => {
  smith = await webLogin(app);
  jones = await webLogin(app, '102', 'Jones');
});

const order = async (token: string, extra: Record<string, unknown> = { paymentMethod: 'payOnline' }) => {
  const { body } = await post(app, '/api/orderCreate', burgerOrder(token, extra));
  expect(body.result).toBe(0);
  return body.orderId as string;
};
type Created = { data?: { data: { paymentId: string; link: string; qrLink?: string } } };
const pay = (token: string, ids: string[], returnUrl = RETURN) =>
  post<Created>(app, '/pay/payment', { token, source: 'web', orders: ids.map((id) => ({ id, type: 'shop' })), returnUrl });
const status = async (paymentId: string, token: string) =>
  (await app.inject({ url: `/pay/stayCloudPay/payment/${paymentId}`, headers: { ...DEMO_HOST, authorization: `Bearer ${token}` } })).json();
const paymentOf = (orderId: string) =>
  (dump().orders as { seq: number; payment_status: string }[]).find((o) => String(o.seq) === orderId)?.payment_status;

describe('the simulated payment provider', () => {
  it('creates a payment for the guest\'s unpaid payOnline orders, serves its page, and pays them on Pay', async () => {
    const a = await order(smith);
    const b = await order(smith);
    const created = await pay(smith, [a, b]);
    expect(created.body.result).toBe(0);
    const { paymentId, link, qrLink } = created.body.data!.data;
    expect(link).toBe(`http://demo.localhost:8080/pay/stayCloudPay?payload=${paymentId}`);
    expect(qrLink).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrLink!.split(',')[1]!, 'base64').toString();
    // A scannable code of the link itself: the same modules the shared encoder draws for it.
    expect(svg).toBe(qrSvgDocument(link, 240));

    const page = await app.inject({ url: new URL(link).pathname + new URL(link).search, headers: DEMO_HOST });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.body).toContain('44.88 €');
    expect(page.body).toContain(`action="/pay/stayCloudPay/${paymentId}/pay"`);
    expect(page.body).toContain(`action="/pay/stayCloudPay/${paymentId}/decline"`);
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect(await status(paymentId, smith)).toEqual({ result: 0, data: { data: { paymentId, status: 'pending', orders: [a, b] } } });

    const paid = await app.inject({ method: 'POST', url: `/pay/stayCloudPay/${paymentId}/pay`, headers: DEMO_HOST });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${RETURN}?paymentId=${paymentId}`);
    expect([paymentOf(a), paymentOf(b)]).toEqual(['paid', 'paid']);
    expect((await status(paymentId, smith)).data.data.status).toBe('paid');
    const before = dump();
    const again = await app.inject({ method: 'POST', url: `/pay/stayCloudPay/${paymentId}/decline`, headers: DEMO_HOST });
    expect(again.statusCode).toBe(303);
    expect(dump()).toEqual(before);
    expect((await pay(smith, [a])).body.result).toBe(1);
  });

  it('marks the payment and its orders failed on Decline, and a failed order can be paid again', async () => {
    const a = await order(smith);
    const { paymentId } = (await pay(smith, [a])).body.data!.data;
    const declined = await app.inject({ method: 'POST', url: `/pay/stayCloudPay/${paymentId}/decline`, headers: DEMO_HOST });
    expect([declined.statusCode, declined.headers.location]).toEqual([303, `${RETURN}?paymentId=${paymentId}`]);
    expect(paymentOf(a)).toBe('failed');
    expect((await status(paymentId, smith)).data.data.status).toBe('failed');
    const retry = await pay(smith, [a]);
    expect(retry.body.result).toBe(0);
    expect(paymentOf(a)).toBe('pending');
  });

  it('refuses orders that are not the guest\'s, not payOnline, canceled, and a wrong token', async () => {
    const mine = await order(smith);
    const pos = await order(smith, { paymentMethod: 'pos' });
    const canceled = await order(smith);
    expect((await post(app, '/api/orderCancel', { token: smith, orderId: canceled })).body.result).toBe(0);
    const before = dump();
    expect((await pay(jones, [mine])).body.result).toBe(1);
    expect((await pay(smith, [pos])).body.result).toBe(1);
    expect((await pay(smith, [canceled])).body.result).toBe(1);
    expect((await pay(smith, ['424242'])).body.result).toBe(1);
    expect((await pay(smith, [mine, mine])).body.result).toBe(1);
    expect((await pay('nope', [mine])).body.result).toBe(2);
    expect(dump()).toEqual(before);
    const { paymentId } = (await pay(smith, [mine])).body.data!.data;
    expect(await status(paymentId, jones)).toEqual({ result: 2 });
    expect(await status(paymentId, 'nope')).toEqual({ result: 2 });
  });

  it('lets the base token pay the orders that belong to nobody, and only those', async () => {
    const anonymous = await order(BASE_TOKEN, { paymentMethod: 'payOnline', authType: 'notResident' });
    const mine = await order(smith);
    expect((await pay(BASE_TOKEN, [mine])).body.result).toBe(1);
    expect((await pay(smith, [anonymous])).body.result).toBe(1);
    const { paymentId } = (await pay(BASE_TOKEN, [anonymous])).body.data!.data;
    expect((await status(paymentId, BASE_TOKEN)).data.data.orders).toEqual([anonymous]);
    expect(await status(paymentId, smith)).toEqual({ result: 2 });
  });

  it.each([
    'https://evil.example/information/result-payment',
    'http://demo.localhost:8080.evil.example/information/result-payment',
    'http://user@demo.localhost:8080/information/result-payment',
    'http://demo.localhost:8080/elsewhere',
    'http://demo.localhost:9999/information/result-payment',
    'http://seaside.localhost:8080/information/result-payment',
    'javascript:alert(1)//demo.localhost:8080/information/result-payment',
    '//demo.localhost:8080/information/result-payment',
    '/information/result-payment',
  ])('refuses the return address %s (no open redirect) and writes nothing', async (returnUrl) => {
    const mine = await order(smith);
    const before = dump();
    const { body } = await pay(smith, [mine], returnUrl);
    expect(body).toMatchObject({ result: 1, message: expect.stringMatching(/returnUrl/) });
    expect(dump()).toEqual(before);
  });

  it('accepts a return address on the same host with its own query', () => {
    expect(isReturnUrl('https://demo.example.com/information/result-payment?lang=de', 'demo.example.com')).toBe(true);
    expect(isReturnUrl('https://demo.example.com/information/result-payment', '')).toBe(false);
  });

  it('answers 404 for an unknown payment page or action, 400 for a malformed payload', async () => {
    const before = dump();
    expect((await app.inject({ url: '/pay/stayCloudPay?payload=pay_AAAAAAAAAAAAAAAAAAAAAAAA', headers: DEMO_HOST })).statusCode).toBe(404);
    expect((await app.inject({ url: '/pay/stayCloudPay?payload=<script>', headers: DEMO_HOST })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/pay/stayCloudPay/pay_AAAAAAAAAAAAAAAAAAAAAAAA/pay', headers: DEMO_HOST })).statusCode).toBe(404);
    expect((await app.inject({ url: '/pay/stayCloudPay?payload=pay_AAAAAAAAAAAAAAAAAAAAAAAA', headers: { host: 'nowhere.localhost' } })).statusCode).toBe(404);
    expect(dump()).toEqual(before);
  });

  it('reads the status token from the Authorization header, and still from the spec\'s token query', async () => {
    const token = await webLogin(app);
    const paymentId = (await pay(token, [await order(token, { paymentMethod: 'payOnline' })])).body.data?.data.paymentId ?? '';
    expect((await status(paymentId, token)).data.data.status).toBe('pending');
    const byQuery = await app.inject({ url: `/pay/stayCloudPay/payment/${paymentId}?token=${encodeURIComponent(token)}`, headers: DEMO_HOST });
    expect(byQuery.json().data.data.status).toBe('pending');
    const none = await app.inject({ url: `/pay/stayCloudPay/payment/${paymentId}`, headers: DEMO_HOST });
    expect([none.statusCode, none.json().result]).toEqual([400, 1]);
  });

  it('answers 429 to an address that creates more than 10 payments in 10 minutes without a guest', async () => {
    const orderId = (await post<{ orderId: string }>(app, '/api/orderCreate', burgerOrder(BASE_TOKEN, { authType: 'notResident', paymentMethod: 'payOnline' }))).body.orderId;
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await app.inject({
        method: 'POST', url: '/pay/payment', remoteAddress: '10.4.0.1', headers: DEMO_HOST,
        payload: { token: BASE_TOKEN, source: 'web', orders: [{ id: orderId, type: 'shop' }], returnUrl: RETURN },
      })).statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
