import type { Dayjs } from 'dayjs';
import { SHIFT_MINUTES, TIMEPICKER_FORMAT } from '@common/spec';
import { formatMinute, openings, parseWorkingHours, sharedHours, splitRange, withinHours, type Hours } from './working-hours';

/** Part 2 §3 timepicker formats. */
export const FORMAT_DAY = TIMEPICKER_FORMAT.formatDay;
export const FORMAT_DAY_WITHOUT_TIME = TIMEPICKER_FORMAT.formatDayWithoutTime;
export const FORMAT_DELIVERY_TIME = TIMEPICKER_FORMAT.formatDeliveryTime;

export const minuteOfDay = (time: Dayjs): number => time.hour() * 60 + time.minute();

/** Up to the next whole minute: a time with seconds would fall between the picker's rows. */
const ceilMinute = (time: Dayjs): Dayjs => {
  const floor = time.startOf('minute');
  return floor.isSame(time) ? floor : floor.add(1, 'minute');
};

/** The earliest time a slot may have: now plus the shift. */
export const earliestTime = (now: Dayjs, shift: number = SHIFT_MINUTES): Dayjs => ceilMinute(now.add(shift, 'minute'));

/**
 * Part 2 §4 nearest delivery time: now plus the shift; if that is outside the hours, the next opening (tomorrow
 * when today's has passed); a result within the shift of an opening moves to the opening plus the shift.
 * Null when the items share no hours.
 */
export function nearestDeliveryTime(now: Dayjs, hours: Hours, shift: number = SHIFT_MINUTES): Dayjs | null {
  const candidate = earliestTime(now, shift);
  if (hours.kind === 'any') return candidate;
  if (hours.kind === 'error') return null;
  let result = candidate;
  const opens = openings(hours);
  if (!withinHours(hours, minuteOfDay(candidate))) {
    const day = candidate.startOf('day');
    const later = opens.find((open) => open > minuteOfDay(candidate));
    result = later !== undefined ? day.add(later, 'minute') : day.add(1, 'day').add(opens[0] ?? 0, 'minute');
  }
  const at = minuteOfDay(result);
  const opening = opens.find((open) => open <= at && at < open + shift);
  return opening === undefined ? result : result.startOf('day').add(opening + shift, 'minute');
}

/**
 * Part 2 §5: valid when the hours are unset, or the time is not in the past and within the hours (an overnight
 * range takes its opening, midnight and 23:59).
 */
export function isValidDeliveryTime(time: Dayjs, now: Dayjs, hours: Hours): boolean {
  if (hours.kind === 'any') return true;
  if (hours.kind === 'error') return false;
  return !time.isBefore(now.startOf('minute')) && withinHours(hours, minuteOfDay(time));
}

/** Part 2 §5: orderable when the shop offers a choice of time, the product has no hours, or now is within them. */
export function isOrderableNow(now: Dayjs, workingHours: string | undefined, shopOffersTime: boolean): boolean {
  if (shopOffersTime) return true;
  const range = parseWorkingHours(workingHours);
  if (!range) return true;
  return withinHours({ kind: 'window', segments: splitRange(range) }, minuteOfDay(now));
}

/** Working hours for people: '22:00–04:00'. */
export function hoursText(workingHours: string | undefined): string | undefined {
  const range = parseWorkingHours(workingHours);
  return range ? `${formatMinute(range.open)}–${formatMinute(range.close)}` : undefined;
}

export type ClosedState = { kind: 'unavailable'; hours: string } | { kind: 'later'; hours: string; from: Dayjs };

/**
 * What a product says while its hours are closed: a shop without time choice takes nothing until it opens (and
 * shows when that is); a shop with time choice takes an order for the nearest time it is open. Null while open.
 */
export function closedState(now: Dayjs, workingHours: string | undefined, shopOffersTime: boolean): ClosedState | null {
  const hours = hoursText(workingHours);
  if (!hours || isOrderableNow(now, workingHours, false)) return null;
  if (!shopOffersTime) return { kind: 'unavailable', hours };
  const from = nearestDeliveryTime(now, sharedHours([workingHours]));
  return from ? { kind: 'later', hours, from } : { kind: 'unavailable', hours };
}
