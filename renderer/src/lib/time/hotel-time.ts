import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { hotelTimeZone } from './hotel-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The hotel's wall clock at an instant, as a plain local dayjs: its hour, minute and day are the hotel's, whatever
 * the device's time zone. Working hours, delivery times ('YYYY-MM-DD HH:mm:ss', hotel time), the timepicker and slot
 * days all compare such wall-clock values, so a phone abroad sees what the hotel's own clock says.
 */
export function hotelWallClock(instant: number | Date, zone: string | undefined = hotelTimeZone()): Dayjs {
  if (!zone) return dayjs(instant);
  return dayjs(dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** Now, on the hotel's clock. */
export const hotelNow = (): Dayjs => hotelWallClock(Date.now());
