import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelCommand, QueueMessage, RealtimeSessionResponse } from '../../common/api/realtime';
import { importSealKey, open, seal } from '../../common/realtime/seal';
import { createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { DEMO_HOST, OPERATOR } from '../test-support/test-app';

const { app, close } = createCommerceApp();
afterAll(close);

let session: RealtimeSessionResponse;
let roomT = '';
let roomR = '';
beforeAll(async () => {
  session = (await post<RealtimeSessionResponse>(app, '/api/realtime/session', { token: await webLogin(app) })).body;
  roomT = session.channels?.roomT ?? '';
  roomR = session.channels?.roomR ?? '';
});

const keyOf = async (channel: string) => (await importSealKey(session.keys?.[channel] ?? ''))!;
const cursor = { time: '', tag: 0 };

/** Publishes as the guest's phone on roomT and reads what came on roomR since the last read. */
async function ask(command: ChannelCommand): Promise<ChannelCommand[]> {
  const c = await seal(await keyOf(roomT), roomT, command);
  await app.inject({ method: 'POST', url: `/queue/pub?id=${roomT}`, headers: { ...DEMO_HOST, 'content-type': 'application/json' }, payload: { c } });
  await new Promise((resolve) => setTimeout(resolve, 30));
  const query = cursor.time ? `?time=${encodeURIComponent(cursor.time)}&tag=${cursor.tag}` : '?time=Thu%2C%2001%20Jan%201970%2000%3A00%3A00%20GMT&tag=0';
  // Nothing to read holds the poll: a quiet TV is a poll still held after 300 ms.
  const response = await Promise.race([
    app.inject({ url: `/queue/subv2/${roomR}${query}`, headers: DEMO_HOST }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)),
  ]);
  if (response?.statusCode !== 200) return [];
  const messages = response.json<QueueMessage[]>();
  const last = messages.at(-1);
  if (last) Object.assign(cursor, { time: last.time, tag: last.tag });
  const key = await keyOf(roomR);
  return Promise.all(messages.map(async (m) => (await open(key, roomR, m.text.c)) as ChannelCommand));
}

const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/operator/demo${url}`, headers: OPERATOR, ...(payload ? { payload } : {}) });

describe('the demo TV simulator', () => {
  it('answers get_channels for every TV of the room when no TV-mode screen is online', async () => {
    const replies = await ask({ cmd: 'get_channels', data: {} });
    expect(replies.map((r) => [r.cmd, (r.data as { tvId: string }).tvId])).toEqual([['set_channels', '0'], ['set_channels', '1']]);
    expect(replies[0]?.data).toMatchObject({ channelId: '1', vol: 20, mute: false, power: true });
  });

  it('changes channel and volume, goes to standby and back, and keeps a sleep timer', async () => {
    expect((await ask({ cmd: 'channel', data: { tvId: '0', vol: 130, mute: true } }))[0]?.data).toMatchObject({ tvId: '0', vol: 100, mute: true });
    const off = await ask({ cmd: 'power', data: { tvId: '0' } });
    expect(off.map((r) => r.cmd)).toEqual(['power_switch', 'set_channels']);
    expect(off[0]?.data).toEqual({ tvIndex: '0', power: false });
    expect((await ask({ cmd: 'power', data: { tvId: '0' } }))[0]?.data).toEqual({ tvIndex: '0', power: true });
    const sleep = await ask({ cmd: 'sleep_timer', data: { tvId: '0', minutes: 60 } });
    expect(sleep[0]).toMatchObject({ cmd: 'sleep_timer_data', data: { tvId: '0', minutes: 60 } });
    expect((await ask({ cmd: 'get_sleep_timer', data: { tvId: '0' } }))[0]?.data).toMatchObject({ minutes: 60 });
  });

  it("shows the room's TVs to the operator", async () => {
    const response = await operator('GET', '/rooms/101/tv');
    expect(response.json()).toMatchObject({
      simulator: true,
      screenOnline: false,
      tvs: [{ tvId: '0', vol: 100, mute: true, power: true, sleepMinutes: 60, source: 'simulator' }, { tvId: '1', source: 'simulator' }],
    });
    expect((await app.inject({ url: '/operator/demo/rooms/101/tv' })).statusCode).toBe(401);
    expect((await operator('GET', '/rooms/999/tv')).statusCode).toBe(404);
  });

  it('stays silent while the operator has switched it off', async () => {
    expect((await operator('POST', '/tv-simulator', { on: false })).json()).toEqual({ simulator: false });
    expect(await ask({ cmd: 'get_sleep_timer', data: { tvId: '0' } })).toEqual([]);
    expect((await operator('POST', '/tv-simulator', { on: 'yes' })).statusCode).toBe(400);
    await operator('POST', '/tv-simulator', { on: true });
    expect(await ask({ cmd: 'get_sleep_timer', data: { tvId: '0' } })).toHaveLength(1);
  });

  it('leaves the room to a TV-mode screen that holds a poll on roomT', async () => {
    const held = app.inject({ url: `/queue/subv2/${roomT}`, headers: DEMO_HOST });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await ask({ cmd: 'get_channels', data: { tvId: '0' } })).toEqual([]);
    await held;
  });
});
