import dayjs, { type Dayjs } from 'dayjs';
import { TIMEPICKER_FORMAT } from '@common/spec';

/** Part 2 §3 timepicker formats: the delivery time sent and stored, and the day as people read it. */
export const DELIVERY_TIME_FORMAT = TIMEPICKER_FORMAT.formatDeliveryTime;
const DAY_FORMAT = TIMEPICKER_FORMAT.formatDay;

/** 'YYYY-MM-DD HH:mm:ss' as the local time it names, or null for '' (as soon as possible) or garbage. */
export function parseDeliveryTime(value: string | undefined): Dayjs | null {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed : null;
}

/** A delivery or alarm time for people, in the app's language (dayjs follows it). */
export const formatWhen = (time: Dayjs): string => time.format(`${DAY_FORMAT} HH:mm`);
