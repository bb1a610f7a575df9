import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../common/api/commerce';
import { BASE_TOKEN, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { isCalendarDate, openRanges, slotIntervals } from './slot-intervals';

describe('slot intervals', () => {
  it('steps 60 minutes through the working hours', () => {
    const spa = slotIntervals('09:00-21:00', '2030-05-01');
    expect(spa).toHaveLength(12);
    expect(spa[0]).toMatchObject({ code: '2030-05-01T09:00', start: '09:00', end: '10:00' });
    expect(spa.at(-1)).toMatchObject({ start: '20:00', end: '21:00' });
    expect(slotIntervals('09:30-11:00', '2030-05-01').map((i) => i.start)).toEqual(['09:30']);
  });

  it('splits hours across midnight and treats missing or equal hours as the whole day', () => {
    expect(openRanges('22:00-02:00')).toEqual([[0, 120], [1320, 1440]]);
    expect(slotIntervals('22:00-02:00', '2030-05-01').map((i) => `${i.start}-${i.end}`)).toEqual(['00:00-01:00', '01:00-02:00', '22:00-23:00', '23:00-24:00']);
    expect(slotIntervals(undefined, '2030-05-01')).toHaveLength(24);
    expect(openRanges('08:00-08:00')).toEqual([[0, 1440]]);
    expect(openRanges('24:00-25:00')).toBeUndefined();
    expect(openRanges('9-17')).toBeUndefined();
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2030-02-29')).toBe(false);
    expect(isCalendarDate('2030-13-01')).toBe(false);
  });
});

describe('slot routes', () => {
  const { app, dump, close } = createCommerceApp();
  afterAll(close);
  let smith = '';
  let jones = '';
  let nopost = '';
  beforeAll(async () => {
    smith = await webLogin(app);
    jones = await webLogin(app, '102', 'Jones');
    nopost = await webLogin(app, '103', 'Nopost');
  });
  const list = (token: string, date = '2099-06-01', serviceId = 5) => post<{ data?: Slot[] }>(app, '/api/api/slot/list', { token, serviceId, date });
  const take = (token: string, intervalCode: string, serviceId = 5) => post(app, '/api/api/slot/take', { token, intervalCode, serviceId });

  it('lists the spa\'s intervals with the hotel\'s capacity free', async () => {
    const { body } = await list(smith);
    expect(body.result).toBe(0);
    expect(body.data).toHaveLength(12);
    expect(body.data?.[0]).toEqual({ intervalCode: '2099-06-01T09:00', start: '09:00', end: '10:00', free: 2, takenByMe: false });
  });

  it('books up to the capacity, once per guest, then answers fully booked', async () => {
    const code = '2099-06-01T10:00';
    expect((await take(smith, code)).body).toEqual({ result: 0 });
    expect((await take(smith, code)).body).toEqual({ result: 4, message: 'You have already booked this time' });
    expect((await list(smith)).body.data?.[1]).toMatchObject({ intervalCode: code, free: 1, takenByMe: true });
    expect((await list(jones)).body.data?.[1]).toMatchObject({ free: 1, takenByMe: false });
    expect((await take(jones, code)).body).toEqual({ result: 0 });
    const before = dump();
    expect((await take(nopost, code)).body).toEqual({ result: 4, message: 'This time is fully booked' });
    expect(dump()).toEqual(before);
    expect((await list(nopost)).body.data?.[1]).toMatchObject({ free: 0, takenByMe: false });
  });

  it("gives a booking back until it begins, freeing the time; lists the guest's bookings from today on", async () => {
    const cancel = (token: string, intervalCode: string, serviceId = 5) => post(app, '/api/api/slot/cancel', { token, intervalCode, serviceId });
    const mine = (token: string) => post<{ data?: unknown[] }>(app, '/api/api/slot/mine', { token });
    const code = '2099-06-01T15:00';
    expect((await take(nopost, code)).body).toEqual({ result: 0 });
    expect((await mine(nopost)).body).toEqual({ result: 0, data: [{ serviceId: 5, intervalCode: code, date: '2099-06-01', start: '15:00', end: '16:00' }] });
    expect((await cancel(jones, code)).body).toEqual({ result: 4, message: 'You have no booking at this time' });
    expect((await cancel(nopost, code)).body).toEqual({ result: 0 });
    expect((await list(nopost)).body.data?.[6]).toMatchObject({ intervalCode: code, free: 2, takenByMe: false });
    expect((await mine(nopost)).body).toEqual({ result: 0, data: [] });
    expect((await cancel(nopost, code)).body.result).toBe(4);
    expect((await cancel(smith, '2001-01-01T09:00')).body).toEqual({ result: 4, message: 'This time has already passed' });
    expect((await cancel('nope', code)).body.result).toBe(2);
    expect((await mine(BASE_TOKEN)).body.result).toBe(2);
  });

  it('refuses a time that has passed', async () => {
    const { body } = await take(smith, '2001-01-01T09:00');
    expect(body).toEqual({ result: 4, message: 'This time has already passed' });
  });

  it('refuses codes outside the hours, of another service or malformed, with result 1', async () => {
    for (const code of ['2099-06-01T08:00', '2099-06-01T09:30', '2099-02-30T10:00', 'tomorrow']) {
      expect((await take(smith, code)).body.result).toBe(1);
    }
    expect((await take(smith, '2099-06-01T10:00', 77)).body.result).toBe(1);
    expect((await list(smith, '2099-06-01', 77)).body).toEqual({ result: 1, message: 'Unknown service' });
  });

  it('needs a guest\'s token (result 2); the base token is nobody', async () => {
    const before = dump();
    for (const token of ['nope', BASE_TOKEN]) {
      expect((await list(token)).body.result).toBe(2);
      expect((await take(token, '2099-06-01T11:00')).body.result).toBe(2);
    }
    expect(dump()).toEqual(before);
  });

  it('answers 400 to a malformed date', async () => {
    const { status, body } = await list(smith, '2099-6-1');
    expect([status, body.result]).toEqual([400, 1]);
  });
});
