import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAC_A, MAC_B, register, roomToken } from '../test-support/in-room-calls';
import { createTestApp } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);

let sign = '';
beforeAll(async () => {
  sign = (await register(app)).body.sign ?? '';
});

describe('POST /api/token?{roomNumber}', () => {
  it('logs the room in as its guest, the room number being the whole query', async () => {
    const { status, body } = await roomToken(app, '101', { sign, roomNumber: '101' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 0, lang: 'en', guestName: 'Smith', guestFirstName: 'Test', guestTitle: 'Ms', groups: ['vip'] });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('also reads roomNumber=101 and a room number given only in the body', async () => {
    expect((await roomToken(app, 'roomNumber=101', { sign })).body.result).toBe(0);
    const form = new URLSearchParams({ hotelId: '137', mac: MAC_A, manufacturer: 'inroom', deviceType: '5', sign, roomNumber: '101' });
    const response = await app.inject({
      method: 'POST', url: '/api/token', headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString(),
    });
    expect(response.json()).toMatchObject({ result: 0 });
  });

  it('answers 1 for a wrong sign', async () => {
    const flipped = `${sign.slice(0, -1)}${sign.endsWith('0') ? '1' : '0'}`;
    expect((await roomToken(app, '101', { sign: flipped })).body.result).toBe(1);
    expect((await roomToken(app, '101', { sign: 'short' })).body.result).toBe(1);
  });

  it('answers 2 for another hotel id', async () => {
    expect((await roomToken(app, '101', { sign, hotelId: 204 })).body.result).toBe(2);
  });

  it('answers 3 for a MAC not registered, or registered in another room', async () => {
    expect((await roomToken(app, '101', { sign, mac: '02:00:00:00:00:77' })).body.result).toBe(3);
    expect((await roomToken(app, '102', { sign })).body.result).toBe(3);
  });

  it('answers 4 when nobody is checked in to the room', async () => {
    const roomSign = (await register(app, { mac: MAC_B, roomNumber: '103' })).body.sign ?? '';
    expect((await roomToken(app, '103', { sign: roomSign, mac: MAC_B })).body.result).toBe(4);
  });

  it.each<[string, Record<string, string | number>, string]>([
    ['101', { deviceType: 6 }, 'a phone device type'],
    ['101', { mac: 'zz' }, 'a malformed MAC'],
    ['101', { manufacturer: 'acme' }, 'another manufacturer'],
    ['101', { sign: '' }, 'no sign'],
    ['101', { roomNumber: '102' }, 'a body room that contradicts the query'],
    ['', {}, 'no room at all'],
    ['%E0%A4%A', {}, 'a broken query'],
  ])('answers 6 with 400 for query %s and %j (%s)', async (query, fields) => {
    const before = dump();
    const { status, body } = await roomToken(app, query, { sign, ...fields });
    expect([status, body.result]).toEqual([400, 6]);
    expect(dump()).toEqual(before);
  });
});
