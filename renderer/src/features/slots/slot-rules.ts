import type { Page } from '@common/api';
import { TIMEPICKER_DAYS } from '@common/spec';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day of the hotel's wall clock (`hotelNow().toDate()`), as `slot/list` takes it. */
export const isoDay = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** The date strip: today and the following days (5 in all, as the timepicker's window). */
export function slotDates(now: Date, count: number = TIMEPICKER_DAYS): Date[] {
  return Array.from({ length: count }, (_, at) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + at));
}

/** `/slots/{id}`: the id is a service page; its serviceId is what the slot calls take. */
export function bookableService(page: Pick<Page, 'serviceId'> | undefined): number | undefined {
  return typeof page?.serviceId === 'number' ? page.serviceId : undefined;
}

/** A slot can be taken while it has room, has not begun, and the guest has not taken it already. */
export const canTake = (slot: { free: number; takenByMe?: boolean }, begun = false): boolean => slot.free > 0 && slot.takenByMe !== true && !begun;

/** Whether a slot of `date` ('YYYY-MM-DD') starting at 'HH:mm' has begun by `now` (the hotel's wall clock). */
export function hasBegun(date: string, start: string, now: Date): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /(\d{1,2}):(\d{2})/.exec(start);
  if (!day || !clock) return false;
  const at = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  return at.getTime() <= now.getTime();
}

/** 'HH:mm' of a slot bound given as 'HH:mm', 'HH:mm:ss' or a full 'YYYY-MM-DD HH:mm[:ss]'. */
export function slotClock(value: string): string {
  const match = /(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  return match ? `${pad(Number(match[1]))}:${match[2]}` : value;
}
