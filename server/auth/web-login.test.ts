import { afterAll, describe, expect, it } from 'vitest';
import type { WebLoginResponse } from '../../common/api/auth';
import { DEMO_HOST, SEASIDE_HOST, createTestApp, multipart, urlencoded } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);

const device = { deviceId: 'phone-1', deviceOSVersion: '17.1', deviceModel: 'iPhone', deviceType: 6 };

async function login(fields: Record<string, string | number>, headers = DEMO_HOST) {
  const body = multipart({ hotelId: 137, ...device, ...fields });
  const response = await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...headers, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json<WebLoginResponse & { error?: string }>() };
}

describe('POST /api/weblogin', () => {
  it('logs a resident in by room and last name, in any letter case', async () => {
    const { status, body } = await login({ type: 'resident', login: '101', password: ' smith ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 0, lang: 'en', data: { guestName: 'Smith', room: '101', groups: ['vip'] } });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts pms as resident and an urlencoded form', async () => {
    const form = urlencoded({ hotelId: 137, type: 'pms', login: '101', password: 'Smith' });
    const response = await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...DEMO_HOST, ...form.headers }, payload: form.payload });
    expect(response.json()).toMatchObject({ result: 0 });
  });

  it.each([
    ['resident', '101', 'Jones', 3],
    ['resident', '999', 'Smith', 3],
    ['pmsnum', '101', 'B1001', 0],
    ['pmsnum', '101', 'B1002', 3],
    ['pmsnum', '999', 'B1001', 3],
    ['pmsnum-name', 'B1001', 'SMITH', 0],
    ['pmsnum-name', 'B1001', 'Jones', 3],
    ['email-pin', 'Anna@Example.com', '4321', 0],
    ['email-pin', 'anna@example.com', '0000', 3],
    ['email-pin', 'anna.example.com', '4321', 5],
    ['notResident', '12345', '', 6],
  ] as const)('%s login %s / %s answers result %i', async (type, user, password, result) => {
    const { status, body } = await login({ type, login: user, password });
    expect(body.result).toBe(result);
    expect(status).toBe(200);
    expect(body.token === undefined).toBe(result !== 0);
  });

  it('finds the same non-resident guest again by phone, however it is written', async () => {
    const first = await login({ type: 'notResident', login: '+44 7700 900999', password: '' });
    expect(first.body).toMatchObject({ result: 0, data: { phone: '+447700900999' } });
    const guestsAfterFirst = dump().guests?.length;
    const second = await login({ type: 'notResident', login: '+447700900999' });
    expect(second.body.result).toBe(0);
    expect(dump().guests?.length).toBe(guestsAfterFirst);
  });

  it.each<[Record<string, string | number>, string]>([
    [{ type: 'resident', login: '', password: 'Smith' }, 'missing login'],
    [{ type: 'resident', login: '101', password: '' }, 'missing last name'],
    [{ type: 'email-pin', login: 'anna@example.com', password: '' }, 'missing PIN'],
    [{ type: 'guest', login: '101', password: 'Smith' }, 'unknown guest type'],
    [{ type: 'resident', login: '101', password: 'Smith', hotelId: 204 }, 'another hotel id'],
    [{ type: 'resident', login: '101', password: 'Smith', hotelId: 'x' }, 'a hotel id that is no number'],
    [{ type: 'resident', login: '101', password: 'Smith', deviceType: 9 }, 'an unknown device type'],
  ])('answers result 1 with 400 for %j (%s)', async (fields) => {
    const { status, body } = await login(fields);
    expect([status, body.result]).toEqual([400, 1]);
    expect(body.error).toBeTruthy();
  });

  it('refuses a guest type the hotel does not offer', async () => {
    const { status, body } = await login({ hotelId: 204, type: 'notResident', login: '+33612345678' }, SEASIDE_HOST);
    expect([status, body.result]).toEqual([400, 1]);
    const allowed = await login({ hotelId: 204, type: 'pmsnum-name', login: 'S2001', password: 'dupont' }, SEASIDE_HOST);
    expect(allowed.body).toMatchObject({ result: 0, lang: 'fr' });
  });

  it('does not let a guest of one hotel log in at another', async () => {
    const { body } = await login({ hotelId: 204, type: 'pmsnum-name', login: 'B1001', password: 'Smith' }, SEASIDE_HOST);
    expect(body.result).toBe(3);
  });

  it('answers an unknown hotel 404 "Hotel was not set"', async () => {
    const { status, body } = await login({ type: 'resident', login: '101', password: 'Smith' }, { host: 'nowhere.localhost' });
    expect([status, body.error]).toEqual([404, 'Hotel was not set']);
  });

  it('stores a hash of the token, never the token', async () => {
    const { body } = await login({ type: 'resident', login: '101', password: 'Smith' });
    expect(JSON.stringify(dump().tokens)).not.toContain(body.token);
  });
});
