import { afterAll, describe, expect, it } from 'vitest';
import { BASE_TOKEN, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { DEMO_HOST, OPERATOR } from '../test-support/test-app';

const { app, close } = createCommerceApp();
afterAll(close);

describe('Cache-Control on answers that name a guest', () => {
  it('is no-store on api, pay and operator answers, errors included', async () => {
    const token = await webLogin(app);
    const answers = [
      await app.inject({ method: 'POST', url: '/api/orderList', headers: DEMO_HOST, payload: { token } }),
      await app.inject({ method: 'POST', url: '/api/viewbill', headers: DEMO_HOST, payload: { token } }),
      await app.inject({ method: 'POST', url: '/api/orderList', headers: DEMO_HOST, payload: { token: 'x' } }),
      await app.inject({ method: 'POST', url: '/api/orderList', headers: DEMO_HOST, payload: '{' }),
      await app.inject({ url: '/api/nothing', headers: DEMO_HOST }),
      await app.inject({ url: '/pay/stayCloudPay/payment/nope', headers: { ...DEMO_HOST, authorization: `Bearer ${BASE_TOKEN}` } }),
      await app.inject({ url: '/operator/demo/rooms', headers: OPERATOR }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    expect((await post(app, '/api/orderList', { token })).body.result).toBe(0);
  });

  it('leaves content and static files revalidated by their ETag', async () => {
    const content = await app.inject({ url: '/content/demo-137/c/lang.json' });
    expect([content.statusCode, content.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(content.headers.etag).toBeTruthy();
  });
});
