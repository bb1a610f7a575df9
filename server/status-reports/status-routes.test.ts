import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { register, MAC_A } from '../test-support/in-room-calls';
import { createTestApp, DEMO_HOST, OPERATOR, type TestApp } from '../test-support/test-app';

let t: TestApp;
let sign = '';

beforeEach(async () => {
  t = createTestApp();
  sign = (await register(t.app, { roomNumber: '101', tvIndex: '0' })).body.sign as string;
});
afterEach(() => t.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  id: 'd3b07384-0000-4000-8000-000000000001',
  mac: MAC_A,
  name: 'hotpad',
  appVersion: '2.1.903',
  language: 'en',
  page: '/menu/3',
  batteryLevel: 50,
  plugged: true,
  localTime: '2025-10-31T10:00:00+03:00',
  deviceInfo: { manufacturer: 'Acme', model: 'Tab', os: 'Debian 12', hostname: 'room-101', platform: 'linux' },
  networkData: { iface: 'eth0', ip: '10.0.0.5', mac: 'aa:bb:cc:00:00:01', type: 'wired', online: true },
  status: 'active',
  hotelId: 137,
  roomNumber: '101',
  tvIndex: '0',
  sign,
  ...overrides,
});

const post = (url: string, payload: unknown, headers = DEMO_HOST) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const status = async () => (await t.app.inject({ method: 'GET', url: '/operator/demo/status', headers: OPERATOR })).json();

describe('POST /api/tabletStatus', () => {
  it('stores the last report per screen; the operator sees it and how long ago it came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-31T07:00:00Z'));
    expect((await post('/api/tabletStatus', report())).json()).toEqual({ result: 0 });
    vi.setSystemTime(new Date('2025-10-31T07:01:00Z'));
    expect((await post('/api/tabletStatus', report({ page: '/rooms', localTime: '2025-10-31T10:01:00+03:00', status: 'standby' }))).statusCode).toBe(200);
    vi.setSystemTime(new Date('2025-10-31T07:01:42Z'));
    const { rooms } = await status();
    vi.useRealTimers();
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({
      room: '101',
      tvIndex: '0',
      mac: 'aa:bb:cc:00:00:01',
      receivedAt: '2025-10-31T07:01:00.000Z',
      agoSeconds: 42,
      reportsReceived: 2,
      report: { name: 'hotpad', page: '/rooms', status: 'standby', batteryLevel: 50, language: 'en' },
      wakeOnLan: { count: 0, lastAt: null },
    });
    expect(rooms[0].report).not.toHaveProperty('sign');
  });

  it('keeps the newest report when kept-offline reports arrive late', async () => {
    await post('/api/tabletStatus', report({ page: '/new', localTime: '2025-10-31T10:05:00+03:00' }));
    await post('/api/tabletStatus', report({ page: '/old', localTime: '2025-10-31T10:01:00+03:00' }));
    const { rooms } = await status();
    expect(rooms[0]).toMatchObject({ reportsReceived: 2, report: { page: '/new' } });
  });

  it('refuses a wrong sign, an unregistered MAC, another room, bad data and another hotel, storing nothing', async () => {
    const before = t.dump();
    expect((await post('/api/tabletStatus', report({ sign: 'forged' }))).json()).toMatchObject({ result: 1 });
    expect((await post('/api/tabletStatus', report({ mac: 'aa:bb:cc:00:00:09' }))).json()).toMatchObject({ result: 3 });
    expect((await post('/api/tabletStatus', report({ roomNumber: '102' }))).statusCode).toBe(403);
    expect((await post('/api/tabletStatus', report({ batteryLevel: 101 }))).json()).toMatchObject({ result: 6 });
    expect((await post('/api/tabletStatus', report({ name: 'ipad' }))).statusCode).toBe(400);
    expect((await post('/api/tabletStatus', report({ page: 'x'.repeat(600) }))).statusCode).toBe(400);
    expect((await post('/api/tabletStatus', 'garbage', { ...DEMO_HOST, 'content-type': 'application/json' } as typeof DEMO_HOST)).statusCode).toBe(400);
    expect((await post('/api/tabletStatus', 'garbage')).statusCode).toBe(415);
    expect((await post('/api/tabletStatus', report({ hotelId: 1 }))).json()).toMatchObject({ result: 2 });
    expect((await post('/api/tabletStatus', report(), { host: 'nowhere.localhost:8080' })).statusCode).toBe(404);
    expect(t.dump().device_status).toEqual(before.device_status);
    expect((await status()).rooms).toEqual([]);
  });

  it('the operator status call needs the operator token of its own hotel', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/operator/demo/status' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/operator/nowhere/status', headers: OPERATOR })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/operator/seaside/status', headers: OPERATOR })).statusCode).toBe(401);
  });
});

describe('POST /api/wolByTvId', () => {
  it('records a wake request of a registered screen for a TV of its room', async () => {
    const body = { hotelId: 137, roomNumber: '101', tvId: '0', mac: MAC_A, sign, tvMac: 'aa:bb:cc:dd:ee:42' };
    expect((await post('/api/wolByTvId', body)).json()).toEqual({ result: 0 });
    expect(t.dump().wol_requests).toMatchObject([{ room: '101', tv_id: '0', mac: 'aa:bb:cc:dd:ee:42' }]);
    await post('/api/tabletStatus', report());
    const { rooms } = await status();
    expect(rooms[0].wakeOnLan.count).toBe(1);
    expect(rooms[0].wakeOnLan.lastAt).toMatch(/^\d{4}-/);
  });

  it('refuses a TV the room lacks, a wrong sign and bad data', async () => {
    const body = { hotelId: 137, roomNumber: '101', tvId: '0', mac: MAC_A, sign };
    expect((await post('/api/wolByTvId', { ...body, tvId: '9' })).json()).toMatchObject({ result: 6 });
    expect((await post('/api/wolByTvId', { ...body, sign: 'x' })).json()).toMatchObject({ result: 1 });
    expect((await post('/api/wolByTvId', { ...body, mac: 'nope' })).statusCode).toBe(400);
    expect(t.dump().wol_requests).toEqual([]);
  });
});
