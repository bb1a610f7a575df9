import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, OPERATOR, createTestApp, multipart } from '../test-support/test-app';


const { app, close } = createTestApp();
afterAll(close);

const post = async (url: string, fields: Record<string, string | number>, remoteAddress = '127.0.0.1') => {
  const body = multipart(fields);
  const response = await app.inject({ method: 'POST', url, remoteAddress, headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json<{ result: number; token?: string; error?: string }>() };
};

describe('POST /api/weblogin rate limit', () => {
  const guess = (deviceId: string, room: string, address: string, password = 'Nobody') =>
    post('/api/weblogin', { hotelId: 137, deviceId, type: 'resident', login: room, password }, address);

  it('answers result 9 with 429 after 30 attempts of one device, other devices unaffected', async () => {
    for (let i = 0; i < 30; i++) expect((await guess('guesser', `9${i % 10}`, '10.9.0.1')).body.result).toBe(3);
    const refused = await guess('guesser', '99', '10.9.0.2');
    expect([refused.status, refused.body.result]).toEqual([429, 9]);
    expect(refused.body.error).toMatch(/too many login attempts/i);
    expect((await guess('honest', '98', '10.9.0.3')).body.result).toBe(3);
  });

  it('counts a client address whatever device id it makes up: the 61st attempt in 5 minutes gets 429', async () => {
    for (let i = 0; i < 60; i++) expect((await guess(`fresh-${i}`, `8${i % 10}`, '10.8.0.1')).status).toBe(200);
    expect((await guess('fresh-60', '81', '10.8.0.1')).status).toBe(429);
    expect((await guess('fresh-61', '81', '10.8.0.2')).status).toBe(200);
  });

  it('counts wrong answers for a room whatever device and address: after 10 even the right name waits', async () => {
    for (let i = 0; i < 10; i++) expect((await guess(`d${i}`, '102', `10.7.0.${i}`)).body.result).toBe(3);
    const locked = await guess('d-next', '102', '10.7.1.1', 'Jones');
    expect([locked.status, locked.body.result]).toEqual([429, 9]);
    expect((await guess('d-other', '101', '10.7.1.2', 'Smith')).body.result).toBe(0);
  });

  it('gives "no such room" and "wrong name" the same answer', async () => {
    const noRoom = await guess('same-1', '999', '10.6.0.1', 'Smith');
    const wrongName = await guess('same-2', '103', '10.6.0.2', 'Smith');
    expect(noRoom.status).toBe(wrongName.status);
    expect(noRoom.body).toEqual(wrongName.body);
    expect(noRoom.body.result).toBe(3);
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
