import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Bill } from '../../common/api/commerce';
import { burgerOrder, createCommerceApp, createCommerceResources, post, webLogin } from '../orders/commerce-fixture';
import { hotelClock } from './hotel-clock';

describe("the hotel's clock", () => {
  it("reads the hotel's wall clock whatever the server's zone", () => {
    const at = Date.parse('2030-05-01T20:00:00Z');
    expect(hotelClock('Europe/Berlin', at)).toBe('2030-05-01T22:00');
    expect(hotelClock('Pacific/Kiritimati', at)).toBe('2030-05-02T10:00');
    expect(hotelClock('America/New_York', Date.parse('2030-01-01T04:59:00Z'))).toBe('2029-12-31T23:59');
  });
});

describe('slot booking by the hotel’s time', () => {
  // The demo fixture's spa (09:00-21:00) in a hotel 14 hours ahead of UTC.
  const resourcesDir = createCommerceResources();
  const hotelFile = join(resourcesDir, 'hotels', 'demo', 'hotel.json');
  const hotel = JSON.parse(readFileSync(hotelFile, 'utf8')) as { config: Record<string, unknown> };
  writeFileSync(hotelFile, JSON.stringify({ ...hotel, config: { ...hotel.config, timeZone: 'Pacific/Kiritimati' } }));
  const { app, close } = createCommerceApp({ resourcesDir });
  afterAll(close);
  afterEach(() => vi.useRealTimers());

  it("refuses a slot that has begun on the hotel's clock and takes one that has not, whatever the server's clock says", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T20:00:00Z'));
    const smith = await webLogin(app);
    const take = (intervalCode: string) => post(app, '/api/api/slot/take', { token: smith, intervalCode, serviceId: 5 });
    expect((await take('2030-05-02T09:00')).body).toEqual({ result: 4, message: 'This time has already passed' });
    expect((await take('2030-05-02T11:00')).body).toEqual({ result: 0 });
  });
});

describe("the bill's dates by the hotel's time", () => {
  const resourcesDir = createCommerceResources();
  const hotelFile = join(resourcesDir, 'hotels', 'demo', 'hotel.json');
  const hotel = JSON.parse(readFileSync(hotelFile, 'utf8')) as { config: Record<string, unknown> };
  writeFileSync(hotelFile, JSON.stringify({ ...hotel, config: { ...hotel.config, timeZone: 'Pacific/Kiritimati' } }));
  const { app, close } = createCommerceApp({ resourcesDir });
  afterAll(close);
  afterEach(() => vi.useRealTimers());

  it("dates an order charged to the room by the hotel's calendar: 20:00 UTC is the next morning there", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T20:00:00Z'));
    const smith = await webLogin(app);
    const { body } = await post(app, '/api/orderCreate', burgerOrder(smith, { paymentMethod: 'pos' }));
    const bill = await post<{ data?: Bill }>(app, '/api/viewbill', { token: smith });
    expect(bill.body.data?.lines.find((line) => line.title.startsWith(`Order ${String(body.orderId)}:`))?.date).toBe('2030-05-02');
  });
});
