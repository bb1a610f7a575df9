import type { HotelConfig } from '@common/api/config';
import { hotelNow } from '@renderer/lib/time';

type QuietHours = NonNullable<HotelConfig['quietHours']>;

const minutesOf = (text: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h <= 23 && m <= 59 ? h * 60 + m : null;
};

/**
 * The screen's brightness (0..1) at `now` (a wall clock) under the hotel's quiet hours; 1 outside them or when the
 * config is missing or malformed. A range whose end is before its start spans midnight.
 */
export function quietHoursBrightness(now: Date, quietHours: QuietHours | undefined): number {
  if (!quietHours) return 1;
  const from = minutesOf(quietHours.from);
  const to = minutesOf(quietHours.to);
  const brightness = Number(quietHours.brightness);
  if (from === null || to === null || from === to || !Number.isFinite(brightness)) return 1;
  const at = now.getHours() * 60 + now.getMinutes();
  const inside = from < to ? at >= from && at < to : at >= from || at < to;
  return inside ? Math.max(0, Math.min(1, brightness)) : 1;
}

/** The brightness now: quiet hours are the hotel's clock, like working hours, whatever the device's time zone. */
export const quietHoursBrightnessNow = (quietHours: QuietHours | undefined): number =>
  quietHoursBrightness(hotelNow().toDate(), quietHours);
