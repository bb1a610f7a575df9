import { afterAll, describe, expect, it } from 'vitest';
import { BASE_TOKEN, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';

const { app, dump, close } = createCommerceApp();
afterAll(close);

describe('POST /api/logout', () => {
  it('revokes the token at once, and only that one', async () => {
    const phone = await webLogin(app);
    const laptop = await webLogin(app);
    expect((await post(app, '/api/logout', { token: phone })).body).toEqual({ result: 0 });
    expect((await post(app, '/api/checkAuth', { token: phone })).body).toEqual({ result: 3 });
    expect((await post(app, '/api/orderList', { token: phone })).body).toEqual({ result: 3 });
    expect((await post(app, '/api/orderList', { token: laptop })).body.result).toBe(0);
  });

  it('answers 0 to a token it does not know, or already revoked, and changes nothing', async () => {
    const before = dump();
    expect((await post(app, '/api/logout', { token: 'never-issued' })).body).toEqual({ result: 0 });
    expect((await post(app, '/api/logout', { token: BASE_TOKEN })).body).toEqual({ result: 0 });
    expect(dump()).toEqual(before);
    expect((await post(app, '/api/orderList', { token: BASE_TOKEN })).body.result).toBe(3);
  });

  it('answers 400 with result 1 without a token', async () => {
    const { status, body } = await post(app, '/api/logout', {});
    expect([status, body.result]).toEqual([400, 1]);
  });
});
