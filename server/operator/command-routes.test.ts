import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, webLogin } from '../orders/commerce-fixture';
import { OPERATOR } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);
beforeAll(async () => {
  await webLogin(app);
});

const send = (room: string, payload: unknown, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: `/operator/demo/rooms/${room}/commands`, headers, payload: payload as object });

describe('operator commands to a room', () => {
  it('publishes a shell command on the room channel of the stay, a TV command on roomT', async () => {
    expect((await send('101', { cmd: 'goTo', data: { page: '/orders' } })).json()).toEqual({ published: 'goTo', channel: 'roomR' });
    expect((await send('101', { cmd: 'power', data: { tvId: '0' } })).json()).toEqual({ published: 'power', channel: 'roomT' });
  });

  it("reaches an empty room's devices, but no TV there", async () => {
    expect((await send('104', { cmd: 'checkin' })).json()).toEqual({ published: 'checkin', channel: 'device' });
    expect((await send('104', { cmd: 'power', data: { tvId: '0' } })).statusCode).toBe(409);
  });

  it('refuses what is not a command of the spec, an unknown room, and no operator token, writing nothing', async () => {
    const before = dump();
    expect((await send('101', { cmd: 'shutdown' })).statusCode).toBe(400);
    expect((await send('101', { cmd: 'goTo', data: 'x' })).statusCode).toBe(400);
    expect((await send('101', { cmd: 'goTo', extra: 1 })).statusCode).toBe(400);
    expect((await send('101', { cmd: 'goTo', data: { page: 'x'.repeat(9_000) } })).statusCode).toBe(400);
    expect((await send('999', { cmd: 'goTo' })).statusCode).toBe(404);
    expect((await send('101', { cmd: 'goTo' }, {})).statusCode).toBe(401);
    expect(dump()).toEqual(before);
  });
});
