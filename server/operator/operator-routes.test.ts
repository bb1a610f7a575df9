import { afterAll, describe, expect, it } from 'vitest';
import { MAC_A, operator, register, roomToken } from '../test-support/in-room-calls';
import { DEMO_HOST, OPERATOR_TOKEN, createTestApp, multipart } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);

async function webLogin(fields: Record<string, string>) {
  const body = multipart({ hotelId: 137, deviceId: 'p', ...fields });
  return (await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...DEMO_HOST, ...body.headers }, payload: body.payload })).json();
}

describe('operator API', () => {
  it.each([undefined, 'Bearer wrong', `Basic ${OPERATOR_TOKEN}`, OPERATOR_TOKEN])('answers 401 to authorization %s', async (authorization) => {
    const response = await app.inject({ url: '/operator/demo/rooms', headers: authorization ? { authorization } : {} });
    expect([response.statusCode, response.json()]).toEqual([401, { error: 'Operator token required' }]);
    const post = await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/checkout', headers: authorization ? { authorization } : {} });
    expect(post.statusCode).toBe(401);
  });

  it('lists rooms with their devices and guests', async () => {
    await register(app);
    const { status, body } = await operator(app, 'GET', '/demo/rooms');
    expect(status).toBe(200);
    expect(body.rooms).toHaveLength(3);
    expect(body.rooms[0]).toMatchObject({
      number: '101',
      tvIndexes: ['0', '1'],
      registrations: [{ tvIndex: '0', mac: 'aa:bb:cc:00:00:01', ip: '10.0.0.5' }],
      guest: { guestName: 'Smith', room: '101' },
    });
    expect(body.rooms[2]).toMatchObject({ number: '103', registrations: [], guest: null });
  });

  it('checks a guest out, revoking every token, and a new guest in', async () => {
    const sign = (await register(app)).body.sign ?? '';
    expect((await webLogin({ type: 'resident', login: '101', password: 'Smith' })).result).toBe(0);
    expect((await roomToken(app, '101', { sign })).body.result).toBe(0);

    const checkout = await operator(app, 'POST', '/demo/rooms/101/checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.body.revokedTokens).toBe(2);
    const tokens = dump().tokens as { guest_id: number; revoked_at: number | null }[];
    expect(tokens.filter((t) => t.guest_id === checkout.body.checkedOut[0]).every((t) => t.revoked_at !== null)).toBe(true);
    expect((await webLogin({ type: 'resident', login: '101', password: 'Smith' })).result).toBe(3);
    expect((await roomToken(app, '101', { sign })).body.result).toBe(4);
    expect((await operator(app, 'POST', '/demo/rooms/101/checkout')).status).toBe(409);

    const checkin = await operator(app, 'POST', '/demo/rooms/101/checkin', { guestName: 'Brown', guestFirstName: 'Tom', groups: ['family'] });
    expect(checkin.status).toBe(201);
    expect((await roomToken(app, '101', { sign, mac: MAC_A })).body).toMatchObject({ result: 0, guestName: 'Brown', groups: ['family'] });
    expect((await operator(app, 'POST', '/demo/rooms/101/checkin', { guestName: 'Other' })).status).toBe(409);
  });

  it('clears a registration and ends the sessions of its devices', async () => {
    const sign = (await register(app)).body.sign ?? '';
    expect((await roomToken(app, '101', { sign })).body.result).toBe(0);
    expect((await operator(app, 'POST', '/demo/rooms/101/clear-registration')).body).toEqual({ cleared: 1 });
    const deviceTokens = (dump().tokens as { mac: string | null; revoked_at: number | null }[]).filter((t) => t.mac === 'aa:bb:cc:00:00:01');
    expect(deviceTokens.length).toBeGreaterThan(0);
    expect(deviceTokens.every((t) => t.revoked_at !== null)).toBe(true);
    expect((await roomToken(app, '101', { sign })).body.result).toBe(3);
  });

  it('answers an unknown hotel with 401 (no token opens it) and unknown rooms with 404', async () => {
    expect((await operator(app, 'GET', '/nowhere/rooms')).status).toBe(401);
    expect((await operator(app, 'POST', '/demo/rooms/999/checkout')).status).toBe(404);
    expect((await operator(app, 'POST', '/demo/rooms/999/checkin', { guestName: 'X' })).status).toBe(404);
  });
});
