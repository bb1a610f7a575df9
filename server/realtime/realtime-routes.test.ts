import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelCommand, QueueMessage, RealtimeSessionResponse } from '../../common/api/realtime';
import { importSealKey, open, seal } from '../../common/realtime/seal';
import { burgerOrder, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { MAC_A, register, roomToken } from '../test-support/in-room-calls';
import { DEMO_HOST, OPERATOR, SEASIDE_HOST } from '../test-support/test-app';

const { app, dump, close } = createCommerceApp();
afterAll(close);

let smith = '';
let room = '';
let guestSession: RealtimeSessionResponse;
let roomSession: RealtimeSessionResponse;
beforeAll(async () => {
  smith = await webLogin(app);
  const registration = await register(app);
  room = (await roomToken(app, '101', { sign: registration.body.sign ?? '', roomNumber: '101' })).body.token ?? '';
  guestSession = (await post<RealtimeSessionResponse>(app, '/api/realtime/session', { token: smith })).body;
  roomSession = (await post<RealtimeSessionResponse>(app, '/api/realtime/session', { token: room })).body;
});

const poll = (channel: string, query = '', headers: Record<string, string> = DEMO_HOST) =>
  app.inject({ url: `/queue/subv2/${channel}${query}`, headers });

async function sealFor(session: RealtimeSessionResponse, channel: string, command: ChannelCommand): Promise<string> {
  return seal((await importSealKey(session.keys?.[channel] ?? ''))!, channel, command);
}

async function openAll(session: RealtimeSessionResponse, messages: QueueMessage[]): Promise<ChannelCommand[]> {
  return Promise.all(messages.map(async (m) => (await open((await importSealKey(session.keys?.[m.channel] ?? ''))!, m.channel, m.text.c)) as ChannelCommand));
}

const publish = async (channel: string, c: string, headers: Record<string, string> = DEMO_HOST) =>
  app.inject({ method: 'POST', url: `/queue/pub?id=${encodeURIComponent(channel)}`, headers: { ...headers, 'content-type': 'application/json' }, payload: { c } });

describe('the real-time session', () => {
  it("gives a guest's token its channel and the room's two, each with its own key", () => {
    const { channels, keys } = guestSession;
    expect(guestSession.result).toBe(0);
    expect(Object.keys(channels ?? {}).sort()).toEqual(['roomR', 'roomT', 'token']);
    expect(new Set(Object.values(keys ?? {})).size).toBe(3);
    expect(Object.keys(guestSession.positions ?? {}).sort()).toEqual(Object.values(channels ?? {}).sort());
    for (const name of Object.values(channels ?? {})) expect(name).toMatch(/^h137-(token|roomR|roomT)-[A-Za-z0-9_-]{32}$/);
  });

  it("gives the room's device the same guest and room channels, its own, and the hotel's to publish to", () => {
    expect(roomSession.channels).toMatchObject({ token: guestSession.channels?.token, roomR: guestSession.channels?.roomR, roomT: guestSession.channels?.roomT });
    expect(roomSession.channels?.device).toMatch(/^h137-device-/);
    expect(roomSession.channels?.hotel).toMatch(/^h137-hotel-/);
  });

  it('answers 3 to an unknown token and 1 to an unregistered device, and 400 to junk', async () => {
    expect((await post(app, '/api/realtime/session', { token: 'nope' })).body).toEqual({ result: 3 });
    const device = { hotelId: 137, roomNumber: '101', mac: MAC_A, sign: 'wrong' };
    expect((await post(app, '/api/realtime/session', device)).body).toEqual({ result: 1 });
    expect((await post(app, '/api/realtime/session', { token: 1 })).status).toBe(400);
  });
});

describe('polling and publishing', () => {
  it('delivers a device publish to a held poll, which another device of the room opens', async () => {
    const roomT = guestSession.channels?.roomT ?? '';
    const held = poll(roomT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const c = await sealFor(guestSession, roomT, { cmd: 'channel', data: { tvId: '0', channelId: '3' } });
    expect((await publish(roomT, c)).statusCode).toBe(200);
    const response = await held;
    expect(response.statusCode).toBe(200);
    const messages = response.json<QueueMessage[]>();
    expect(response.headers['last-modified']).toBe(messages.at(-1)?.time);
    expect(response.headers.etag).toBe(String(messages.at(-1)?.tag));
    expect(await openAll(roomSession, messages)).toEqual([{ cmd: 'channel', data: { tvId: '0', channelId: '3' } }]);
  });

  it('with the cursor of the last message received, a poll gets exactly what came after it', async () => {
    const roomR = guestSession.channels?.roomR ?? '';
    const first = (await publish(roomR, await sealFor(guestSession, roomR, { cmd: 'set_channel', data: { tvId: '0', channelId: '1' } }))).json<QueueMessage>();
    await publish(roomR, await sealFor(guestSession, roomR, { cmd: 'set_channel', data: { tvId: '0', channelId: '2' } }));
    const response = await poll(roomR, `?time=${encodeURIComponent(first.time)}&tag=${first.tag}`);
    expect((await openAll(guestSession, response.json())).map((c) => c.data)).toEqual([{ tvId: '0', channelId: '2' }]);
  });

  it('refuses a message that does not open with the channel key, and writes nothing', async () => {
    const roomR = guestSession.channels?.roomR ?? '';
    const foreign = await sealFor(guestSession, guestSession.channels?.token ?? '', { cmd: 'goTo', data: { page: '/' } });
    expect((await publish(roomR, foreign)).statusCode).toBe(400);
    expect((await publish(roomR, 'not sealed')).statusCode).toBe(400);
    expect((await publish(roomR, await sealFor(guestSession, roomR, { cmd: 'rm' } as never))).statusCode).toBe(400);
  });

  it("keeps each hotel's channels to its own host, and the hotel channel from devices", async () => {
    const token = guestSession.channels?.token ?? '';
    expect((await poll(token, '', SEASIDE_HOST)).statusCode).toBe(404);
    expect((await publish(token, await sealFor(guestSession, token, { cmd: 'checkout' }), SEASIDE_HOST)).statusCode).toBe(404);
    expect((await poll('h137-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await poll(roomSession.channels?.hotel ?? '')).statusCode).toBe(403);
    expect((await poll(token, '?time=yesterday&tag=1')).statusCode).toBe(400);
  });
});

describe('what the backend publishes', () => {
  it('an order moved by the operator tells the guest to refetch orders', async () => {
    const token = guestSession.channels?.token ?? '';
    const id = (await post(app, '/api/orderCreate', burgerOrder(smith))).body.orderId as string;
    const held = poll(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.inject({ method: 'POST', url: `/operator/demo/orders/${id}/status`, headers: OPERATOR, payload: { status: '1' } });
    const commands = await openAll(guestSession, (await held).json());
    expect(commands.at(-1)).toMatchObject({ cmd: 'orderUpdateData', data: { orderId: id, status: '1' }, from: { device: 'server' } });
  });

  it('getTask hands a kept command out once; taskAnswer goes to the hotel channel', async () => {
    const first = await post<{ payload: ChannelCommand | null }>(app, '/api/getTask', { token: smith, cmd: 'orderUpdateData' });
    expect(first.body).toMatchObject({ result: 0, payload: { cmd: 'orderUpdateData' } });
    expect((await post(app, '/api/getTask', { token: smith, cmd: 'orderUpdateData' })).body).toEqual({ result: 0, payload: null });
    expect((await post(app, '/api/getTask', { token: 'nope' })).body).toEqual({ result: 3 });
    expect((await post(app, '/api/taskAnswer', { token: room, cmd: 'getstate', data: '{"page":"/"}' })).body).toEqual({ result: 0 });
    const before = dump();
    expect((await post(app, '/api/taskAnswer', { token: room, cmd: 'getstate', data: '{' })).status).toBe(400);
    expect(dump()).toEqual(before);
  });

  it("a checkout reaches the room's device channel and the guest's", async () => {
    const device = roomSession.channels?.device ?? '';
    const token = guestSession.channels?.token ?? '';
    const onDevice = poll(device);
    const onToken = poll(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/checkout', headers: OPERATOR, payload: {} });
    expect((await openAll(roomSession, (await onDevice).json())).map((c) => c.cmd)).toEqual(['checkout']);
    expect((await openAll(guestSession, (await onToken).json())).map((c) => c.cmd)).toContain('checkout');
    expect((await post(app, '/api/realtime/session', { token: smith })).body).toEqual({ result: 3 });
  });
});
