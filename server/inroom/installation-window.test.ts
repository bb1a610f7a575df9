import { createHash } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { operator, register, roomToken } from '../test-support/in-room-calls';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import { SEASIDE_HOST, createTestApp } from '../test-support/test-app';

const { app, dump, close } = createTestApp();
afterAll(close);
afterEach(() => vi.useRealTimers());

const seaside = (fields: Record<string, string | number> = {}) =>
  register(app, { hotelId: 204, roomNumber: '201', mac: '02:00:00:00:02:01', ...fields }, SEASIDE_HOST);
type Request = { id: number; room: string; tvIndex: string; mac: string; ip: string; status: string; requestedAt: string };
const requests = async (): Promise<Request[]> => (await operator(app, 'GET', '/seaside/registrations')).body.requests;

describe('the installation window', () => {
  it('is closed in the shipped hotels: a made-up device gets result 1 and no sign', async () => {
    const shipped = createTestApp({ resourcesDir: DEFAULT_RESOURCES_DIR });
    try {
      const made_up = await register(shipped.app, { roomNumber: '108', mac: '02:de:ad:be:ef:08' });
      expect(made_up.body).toMatchObject({ result: 1 });
      expect(made_up.body.sign).toBeUndefined();
      expect(shipped.dump().registrations).toEqual([]);
    } finally {
      await shipped.close();
    }
  });

  it('opens for the minutes the operator gives and closes by itself', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const opened = await operator(app, 'POST', '/seaside/installation-mode', { on: true, minutes: 20 });
    expect(opened.body).toEqual({ installationMode: true, until: '2026-11-23T10:20:00.000Z' });
    expect((await operator(app, 'GET', '/seaside/installation-mode')).body).toEqual(opened.body);
    vi.setSystemTime(new Date('2026-11-23T10:19:59Z'));
    expect((await seaside()).body.result).toBe(0);
    vi.setSystemTime(new Date('2026-11-23T10:20:00Z'));
    expect((await operator(app, 'GET', '/seaside/installation-mode')).body).toEqual({ installationMode: false, until: null });
    await operator(app, 'POST', '/seaside/rooms/201/clear-registration');
    expect((await seaside({ mac: '02:00:00:00:02:09' })).body.result).toBe(1);
  });

  it('opens for 30 minutes without minutes, at most 8 hours, and the operator can close it at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    expect((await operator(app, 'POST', '/seaside/installation-mode', { on: true })).body.until).toBe('2026-11-23T10:30:00.000Z');
    for (const minutes of [0, 481, 1.5, '10']) {
      expect((await operator(app, 'POST', '/seaside/installation-mode', { on: true, minutes })).status).toBe(400);
    }
    expect((await operator(app, 'POST', '/seaside/installation-mode', { on: false })).body).toEqual({ installationMode: false, until: null });
  });

  it('keeps a registration made while it is closed for the operator, who confirms it; the device then gets its sign', async () => {
    const first = await seaside({ mac: '02:00:00:00:02:21', ip: '10.1.0.21' });
    expect(first.body).toMatchObject({ result: 1, error: expect.stringMatching(/confirm/) });
    expect((await seaside({ mac: '02:00:00:00:02:21', ip: '10.1.0.22' })).body.result).toBe(1);
    const waiting = (await requests()).filter((r) => r.mac === '02:00:00:00:02:21');
    expect(waiting).toEqual([expect.objectContaining({ room: '201', tvIndex: '0', ip: '10.1.0.22', status: 'pending' })]);

    const id = waiting[0]!.id;
    expect((await operator(app, 'POST', `/seaside/registrations/${id}/confirm`)).body.request).toMatchObject({ id, status: 'confirmed' });
    const registered = await seaside({ mac: '02:00:00:00:02:21' });
    expect(registered.body).toMatchObject({ result: 0, sign: expect.stringMatching(/^[0-9a-f]{48}$/) });
    expect((await requests()).some((r) => r.id === id)).toBe(false);
    const token = await roomToken(app, '201', { hotelId: 204, mac: '02:00:00:00:02:21', sign: registered.body.sign ?? '' }, SEASIDE_HOST);
    expect(token.body).toMatchObject({ result: 0, guestName: 'Dupont' });
    expect((await seaside({ mac: '02:00:00:00:02:21' })).body.result).toBe(1);
    await operator(app, 'POST', '/seaside/rooms/201/clear-registration');
  });

  it('answers 1 for ever to a refused device, and lists it as refused', async () => {
    await seaside({ mac: '02:00:00:00:02:31' });
    const id = (await requests()).find((r) => r.mac === '02:00:00:00:02:31')!.id;
    expect((await operator(app, 'POST', `/seaside/registrations/${id}/refuse`)).body.request.status).toBe('refused');
    expect((await seaside({ mac: '02:00:00:00:02:31' })).body.result).toBe(1);
    expect((await requests()).find((r) => r.id === id)?.status).toBe('refused');
    expect(dump().registrations?.some((r) => (r as { mac: string }).mac === '02:00:00:00:02:31')).toBe(false);
  });

  it('records nothing for bad input, and 404s unknown requests and other hotels\' requests', async () => {
    const before = dump();
    expect((await seaside({ roomNumber: '999' })).status).toBe(400);
    expect(dump()).toEqual(before);
    await seaside({ mac: '02:00:00:00:02:41' });
    const id = (await requests()).find((r) => r.mac === '02:00:00:00:02:41')!.id;
    expect((await operator(app, 'POST', `/demo/registrations/${id}/confirm`)).status).toBe(404);
    expect((await operator(app, 'POST', '/seaside/registrations/99999/confirm')).status).toBe(404);
    expect((await operator(app, 'POST', '/seaside/registrations/x/refuse')).status).toBe(404);
  });
});

describe('the registration sign', () => {
  it('is stored only as a SHA-256 hash', async () => {
    const { body } = await register(app, { roomNumber: '103', mac: '02:00:00:00:01:03' });
    const sign = body.sign ?? '';
    const row = dump().registrations?.find((r) => (r as { mac: string }).mac === '02:00:00:00:01:03') as Record<string, unknown>;
    expect(Object.values(row)).not.toContain(sign);
    expect(row.sign_hash).toBe(createHash('sha256').update(sign).digest('hex'));
    expect(JSON.stringify(dump())).not.toContain(sign);
  });

  it('is new at each registration, and the old one stops working', async () => {
    const mac = '02:00:00:00:01:04';
    await operator(app, 'POST', '/demo/rooms/103/clear-registration');
    const first = (await register(app, { roomNumber: '103', mac, tvIndex: '0' })).body.sign ?? '';
    await operator(app, 'POST', '/demo/rooms/103/clear-registration');
    const again = (await register(app, { roomNumber: '103', mac })).body.sign ?? '';
    const third = (await register(app, { roomNumber: '103', mac })).body.sign ?? '';
    expect(new Set([first, again, third]).size).toBe(3);
    expect((await roomToken(app, '103', { mac, sign: again })).body.result).toBe(1);
    expect((await roomToken(app, '103', { mac, sign: third })).body.result).toBe(4);
  });
});
