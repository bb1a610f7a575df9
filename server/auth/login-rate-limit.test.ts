import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, OPERATOR, createTestApp, multipart } from '../test-support/test-app';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS, loginRateLimit } from './login-rate-limit';

describe('loginRateLimit', () => {
  it('allows the limit per device and hotel within the window, then refuses until the window moves on', () => {
    let now = 0;
    const limit = loginRateLimit(3, 1_000, () => now);
    expect([1, 2, 3].map(() => limit.allow(137, 'a'))).toEqual([true, true, true]);
    expect(limit.allow(137, 'a')).toBe(false);
    expect(limit.allow(137, 'b')).toBe(true);
    expect(limit.allow(204, 'a')).toBe(true);
    now = 999;
    expect(limit.allow(137, 'a')).toBe(false);
    now = 1_001;
    expect(limit.allow(137, 'a')).toBe(true);
  });
});

const { app, close } = createTestApp();
afterAll(close);

const post = async (url: string, fields: Record<string, string | number>) => {
  const body = multipart(fields);
  const response = await app.inject({ method: 'POST', url, headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json<{ result: number; token?: string; error?: string }>() };
};

describe('POST /api/weblogin rate limit', () => {
  it(`answers result 9 with 429 after ${LOGIN_ATTEMPTS_PER_WINDOW} attempts of one device, other devices unaffected`, async () => {
    const attempt = (deviceId: string) => post('/api/weblogin', { hotelId: 137, deviceId, type: 'resident', login: '101', password: 'Nobody' });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++) expect((await attempt('guesser')).body.result).toBe(3);
    const refused = await attempt('guesser');
    expect([refused.status, refused.body.result]).toEqual([429, 9]);
    expect(refused.body.error).toMatch(/too many login attempts/i);
    expect((await attempt('honest')).body.result).toBe(3);
    expect(LOGIN_WINDOW_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('POST /api/checkAuth', () => {
  it('answers 0 for a live token and 3 once the operator checks the guest out', async () => {
    const login = await post('/api/weblogin', { hotelId: 137, deviceId: 'phone-x', type: 'resident', login: '101', password: 'Smith' });
    const token = login.body.token ?? '';
    const check = () => app.inject({ method: 'POST', url: '/api/checkAuth', headers: DEMO_HOST, payload: { token } });
    expect((await check()).json()).toEqual({ result: 0, authType: 'web' });
    const checkout = await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/checkout', headers: OPERATOR, payload: {} });
    expect(checkout.statusCode).toBe(200);
    expect((await check()).json()).toEqual({ result: 3 });
  });

  it('answers 3 for an unknown token and 1 with 400 without one', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/checkAuth', headers: DEMO_HOST, payload: { token: 'nope' } });
    expect(unknown.json()).toEqual({ result: 3 });
    const missing = await app.inject({ method: 'POST', url: '/api/checkAuth', headers: DEMO_HOST, payload: {} });
    expect([missing.statusCode, missing.json<{ result: number }>().result]).toEqual([400, 1]);
  });
});
