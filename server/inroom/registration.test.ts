import { afterAll, describe, expect, it } from 'vitest';
import { MAC_B, operator, register } from '../test-support/in-room-calls';
import { SEASIDE_HOST, createTestApp } from '../test-support/test-app';
import { signHash } from './sign';

const { app, dump, close } = createTestApp();
afterAll(close);

describe('POST /api/registration', () => {
  it('registers a device and answers a sign and the room guest groups', async () => {
    const { status, body } = await register(app);
    expect(status).toBe(200);
    expect(body.result).toBe(0);
    expect(body.sign).toMatch(/^[0-9a-f]{48}$/);
    expect(body.data).toEqual({ groups: ['vip'] });
  });

  it('registers the same MAC to the same room again with a new sign, however the MAC is written', async () => {
    const first = await register(app);
    const again = await register(app, { mac: 'aabbcc000001', ip: '10.0.0.9' });
    expect(again.body).toEqual({ result: 0, sign: expect.stringMatching(/^[0-9a-f]{48}$/), data: { groups: ['vip'] } });
    expect(again.body.sign).not.toBe(first.body.sign);
    expect(dump().registrations).toHaveLength(1);
    expect(dump().registrations?.[0]).toMatchObject({ mac: 'aa:bb:cc:00:00:01', ip: '10.0.0.9' });
  });

  it('answers 3 when the MAC belongs to another room', async () => {
    expect((await register(app, { roomNumber: '102' })).body.result).toBe(3);
  });

  it('answers 4 when another device holds the place, and lets it register at the free TV index', async () => {
    expect((await register(app, { mac: MAC_B })).body.result).toBe(4);
    expect((await register(app, { mac: MAC_B, tvIndex: '1' })).body.result).toBe(0);
  });

  it('accepts a device UUID where the MAC is hidden', async () => {
    const uuid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    expect((await register(app, { mac: uuid.toUpperCase(), roomNumber: '103' })).body.result).toBe(0);
  });

  it('takes the address the request came from when a browser does not know its own', async () => {
    await operator(app, 'POST', '/demo/rooms/103/clear-registration');
    const form = new URLSearchParams({ v: '2', hotelId: '137', roomNumber: '103', mac: '6f1c2b7e-0d5a-4e1f-9b2a-3c4d5e6f7a8b', manufacturer: 'inroom', tvIndex: '0' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      remoteAddress: '192.168.7.21',
    });
    expect(response.json()).toMatchObject({ result: 0 });
    expect(dump().registrations?.find((r) => (r as { room: string }).room === '103')).toMatchObject({ ip: '192.168.7.21' });
  });

  it.each<[Record<string, string | number>, string]>([
    [{ mac: 'not-a-mac' }, 'a malformed MAC'],
    [{ mac: '00:00:00:00:00:00' }, 'an all-zero MAC'],
    [{ v: 1 }, 'another protocol version'],
    [{ roomNumber: '999' }, 'an unknown room'],
    [{ roomNumber: '102', tvIndex: '1' }, 'a TV index the room lacks'],
    [{ manufacturer: 'acme' }, 'another manufacturer'],
    [{ ip: '10.0.0' }, 'a malformed IP'],
    [{ roomNumber: '' }, 'no room'],
  ])('answers 6 with 400 for %j (%s)', async (fields) => {
    const before = dump();
    const { status, body } = await register(app, { mac: '02:00:00:00:00:99', ...fields });
    expect([status, body.result]).toEqual([400, 6]);
    expect(dump()).toEqual(before);
  });

  it('answers 2 for a hotel id that is not the host hotel, and 404 for an unknown host', async () => {
    expect((await register(app, { hotelId: 204 })).body.result).toBe(2);
    expect((await register(app, { hotelId: 99999 })).body.result).toBe(2);
    expect((await register(app, { hotelId: '' })).body.result).toBe(6);
    const unknown = await register(app, {}, { host: 'nowhere.localhost' });
    expect([unknown.status, unknown.body.result, unknown.body.error]).toEqual([404, 2, 'Hotel was not set']);
  });

  it('answers 1 while installation mode is off, until the operator turns it on', async () => {
    const seaside = { hotelId: 204, roomNumber: '201', mac: '02:00:00:00:02:01' };
    expect((await register(app, seaside, SEASIDE_HOST)).body.result).toBe(1);
    expect((await operator(app, 'POST', '/seaside/installation-mode', { on: true })).body).toMatchObject({ installationMode: true });
    expect((await register(app, seaside, SEASIDE_HOST)).body).toMatchObject({ result: 0, data: { groups: [] } });
    await operator(app, 'POST', '/seaside/installation-mode', { on: false });
    await operator(app, 'POST', '/seaside/rooms/201/clear-registration');
    expect((await register(app, { ...seaside, mac: '02:00:00:00:02:02' }, SEASIDE_HOST)).body.result).toBe(1);
  });

  it('lets a new device take a room after the operator clears its registration', async () => {
    const replacement = { roomNumber: '102', mac: '02:00:00:00:01:02' };
    expect((await register(app, { roomNumber: '102', mac: '02:00:00:00:01:01' })).body.result).toBe(0);
    expect((await register(app, replacement)).body.result).toBe(4);
    expect((await operator(app, 'POST', '/demo/rooms/102/clear-registration')).body).toEqual({ cleared: 1 });
    expect((await register(app, replacement)).body.result).toBe(0);
  });

  it('moves a device to another TV index of its room with a new sign', async () => {
    await operator(app, 'POST', '/demo/rooms/101/clear-registration');
    const placed = await register(app, { mac: MAC_B, tvIndex: '1' });
    const moved = await register(app, { mac: MAC_B, tvIndex: '0' });
    expect([placed.body.result, moved.body.result]).toEqual([0, 0]);
    expect(moved.body.sign).not.toBe(placed.body.sign);
    expect(dump().registrations?.filter((r) => (r as { room: string }).room === '101')).toEqual([
      expect.objectContaining({ tv_index: '0', mac: 'aa:bb:cc:00:00:02', sign_hash: signHash(moved.body.sign ?? '') }),
    ]);
  });
});
