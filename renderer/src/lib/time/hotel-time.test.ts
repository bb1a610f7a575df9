import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelNow, hotelWallClock } from './hotel-time';
import { setHotelTimeZone } from './hotel-zone';

/** The device's time zone: Node reads TZ again whenever it changes. */
const onDevice = (tz: string) => vi.stubEnv('TZ', tz);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setHotelTimeZone(undefined);
  vi.unstubAllEnvs();
});

describe("the hotel's clock", () => {
  it('reads the same wall clock on a device in New York and one in UTC', () => {
    vi.setSystemTime(new Date('2026-07-10T21:30:00Z'));
    setHotelTimeZone('Europe/Berlin');
    onDevice('America/New_York');
    const abroad = hotelNow().format('YYYY-MM-DD HH:mm');
    onDevice('UTC');
    expect(hotelNow().format('YYYY-MM-DD HH:mm')).toBe(abroad);
    expect(abroad).toBe('2026-07-10 23:30');
  });

  it('crosses midnight and daylight saving time by the hotel, not by the device', () => {
    onDevice('Asia/Tokyo');
    expect(hotelWallClock(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Berlin').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 01:59');
    expect(hotelWallClock(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 03:00');
    expect(hotelWallClock(Date.parse('2026-01-01T02:00:00Z'), 'America/New_York').format('YYYY-MM-DD HH:mm')).toBe('2025-12-31 21:00');
  });

  it('is the device clock when the hotel names no time zone', () => {
    vi.setSystemTime(new Date('2026-07-10T21:30:00Z'));
    onDevice('America/New_York');
    expect(hotelNow().format('HH:mm')).toBe('17:30');
  });
});
