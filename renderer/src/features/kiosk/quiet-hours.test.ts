import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHotelTimeZone } from '@renderer/lib/time/hotel-zone';
import { quietHoursBrightness, quietHoursBrightnessNow } from './quiet-hours';

const at = (h: number, m = 0) => new Date(2025, 9, 31, h, m);

describe('quietHoursBrightness', () => {
  it('dims across midnight from `from` up to (not including) `to`', () => {
    const night = { from: '23:00', to: '06:30', brightness: 0.3 };
    expect(quietHoursBrightness(at(22, 59), night)).toBe(1);
    expect(quietHoursBrightness(at(23, 0), night)).toBe(0.3);
    expect(quietHoursBrightness(at(3), night)).toBe(0.3);
    expect(quietHoursBrightness(at(6, 29), night)).toBe(0.3);
    expect(quietHoursBrightness(at(6, 30), night)).toBe(1);
  });

  it('handles a same-day range and clamps the brightness', () => {
    expect(quietHoursBrightness(at(14), { from: '13:00', to: '15:00', brightness: -2 })).toBe(0);
    expect(quietHoursBrightness(at(16), { from: '13:00', to: '15:00', brightness: 0.5 })).toBe(1);
  });

  it('is full brightness without or with a malformed config', () => {
    expect(quietHoursBrightness(at(3), undefined)).toBe(1);
    expect(quietHoursBrightness(at(3), { from: '25:00', to: '06:00', brightness: 0.2 })).toBe(1);
    expect(quietHoursBrightness(at(3), { from: '02:00', to: '02:00', brightness: 0.2 })).toBe(1);
    expect(quietHoursBrightness(at(3), { from: '02:00', to: '04:00', brightness: Number.NaN })).toBe(1);
  });
});

describe('quiet hours now', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    setHotelTimeZone(undefined);
  });

  it("follow the hotel's clock, not the tablet's time zone", () => {
    vi.useFakeTimers();
    // 23:30 in Berlin (summer time), 17:30 in New York.
    vi.setSystemTime(new Date('2026-07-10T21:30:00Z'));
    setHotelTimeZone('Europe/Berlin');
    const night = { from: '23:00', to: '06:30', brightness: 0.3 };
    for (const tz of ['America/New_York', 'UTC', 'Asia/Tokyo']) {
      vi.stubEnv('TZ', tz);
      expect(quietHoursBrightnessNow(night)).toBe(0.3);
    }
  });
});
