import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATOR, SEASIDE_OPERATOR } from '../test-support/test-app';
import { DOOR_PIN, createDoorApp, form, loginRoom } from '../test-support/door-fixture';

const { app, dump, close } = createDoorApp();
afterAll(close);

const LIST = '/api/api/mobilekey/omniteconline/list';
const OPEN = '/api/api/mobilekey/omniteconline/open';

/** The scheme of docs/backend-contract.md, written out here rather than imported from the server. */
function signed(pin: string, lockId: string, at = Date.now()) {
  const nonce = `${at}-${randomBytes(16).toString('hex')}`;
  const signature = createHmac('sha256', pin).update(`${nonce}\n${lockId}`).digest('hex');
  return { lockId, nonce, signature };
}

const log = () => app.inject({ method: 'GET', url: '/operator/demo/door-log', headers: OPERATOR }).then((r) => r.json<{ entries: Record<string, unknown>[] }>().entries);

describe('Omnitec online', () => {
  it('lists the room door and the building shared doors', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    expect((await form(app, LIST, { token })).body).toEqual({
      result: 0,
      locks: [{ lockId: 'room-101', lockAlias: 'Room 101', room: '101' }, { lockId: 'main-entrance', lockAlias: 'Main entrance' }],
    });
  });

  it('lists no locks for a stay without a key or in another building', async () => {
    expect((await form(app, LIST, { token: await loginRoom(app, '102', 'Jones') })).body).toEqual({ result: 0, locks: [] });
    expect((await form(app, LIST, { token: await loginRoom(app, '104', 'Salt') })).body).toEqual({ result: 0, locks: [] });
  });

  it('opens with the right PIN (result 0) and logs it; a wrong PIN is result 1 and logged too', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'room-101') })).body).toEqual({ result: 0 });
    expect((await form(app, OPEN, { token, ...signed('0000', 'main-entrance') })).body).toEqual({ result: 1 });
    const [wrong, right] = await log();
    expect(right).toMatchObject({ lockId: 'room-101', lockAlias: 'Room 101', vendor: 'scienerOmnitecOnline', room: '101', guestName: 'Test Smith', result: 0, outcome: 'opened' });
    expect(wrong).toMatchObject({ lockId: 'main-entrance', result: 1, outcome: 'incorrect-pin' });
  });

  it('refuses a replayed nonce, a stale one and a signature over another lock', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    const once = signed(DOOR_PIN.online, 'room-101');
    expect((await form(app, OPEN, { token, ...once })).body).toEqual({ result: 0 });
    expect((await form(app, OPEN, { token, ...once })).body).toEqual({ result: 6 });
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'room-101', Date.now() - 301_000) })).body).toEqual({ result: 6 });
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'room-101'), lockId: 'main-entrance' })).body).toEqual({ result: 1 });
  });

  it('does not open doors of other rooms or buildings', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'room-102') })).body).toEqual({ result: 5 });
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'garden-gate') })).body).toEqual({ result: 5 });
  });

  it('answers an unknown token 2, a cancelled key 4 and a key the front desk ended 3', async () => {
    expect((await form(app, OPEN, { token: 'who', ...signed(DOOR_PIN.online, 'room-101') })).body).toEqual({ result: 2 });
    const lost = await loginRoom(app, '103', 'Lost');
    expect((await form(app, LIST, { token: lost })).body).toEqual({ result: 4 });
    expect((await form(app, OPEN, { token: lost, ...signed(DOOR_PIN.canceled, 'room-103') })).body).toEqual({ result: 4 });
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/103/mobile-key', headers: OPERATOR, payload: { state: 'checked-out' } });
    expect((await form(app, OPEN, { token: lost, ...signed(DOOR_PIN.canceled, 'room-103') })).body).toEqual({ result: 3 });
    expect((await log())[0]).toMatchObject({ lockId: 'room-103', outcome: 'checked-out', result: 3 });
  });

  it('stops checking PINs after five wrong ones in ten minutes', async () => {
    const token = await loginRoom(app, '102', 'Jones');
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/102/mobile-key', headers: OPERATOR, payload: { state: 'active', pin: '7777' } });
    for (let i = 0; i < 5; i++) expect((await form(app, OPEN, { token, ...signed('1234', 'room-102') })).body).toEqual({ result: 1 });
    expect((await form(app, OPEN, { token, ...signed('7777', 'room-102') })).body).toEqual({ result: 7 });
  });

  it('answers a checked-out guest 3 after the front desk checkout, with the revoked token', async () => {
    const token = await loginRoom(app, '101', 'Smith');
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/checkout', headers: OPERATOR, payload: {} });
    expect((await form(app, LIST, { token })).body).toEqual({ result: 3 });
    expect((await form(app, OPEN, { token, ...signed(DOOR_PIN.online, 'room-101') })).body).toEqual({ result: 3 });
  });

  it.each([[{}], [{ token: 'x', lockId: 'room-101', nonce: 'n' }], [{ token: 'x', lockId: 'a'.repeat(41), nonce: 'n', signature: 's' }]])(
    'refuses %j with 400 and result 9, writing nothing',
    async (fields) => {
      const before = dump();
      const { status, body } = await form(app, OPEN, fields as Record<string, string>);
      expect([status, body.result]).toEqual([400, 9]);
      expect(dump()).toEqual(before);
    },
  );

  it("keeps the door log behind the hotel's own operator token", async () => {
    expect((await app.inject({ method: 'GET', url: '/operator/demo/door-log' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/operator/demo/door-log', headers: SEASIDE_OPERATOR })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/operator/nowhere/door-log', headers: OPERATOR })).statusCode).toBe(401);
  });
});
