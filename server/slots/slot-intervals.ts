const SLOT_STEP_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

export interface SlotInterval {
  code: string;
  /** 'HH:MM' local time; an interval ending at midnight ends at '24:00'. */
  start: string;
  end: string;
  startMinute: number;
}

/** 'HH:MM-HH:MM' as minute ranges within one day; hours across midnight split into two (part 2 §5). */
export function openRanges(workingHours: string | undefined): [number, number][] | undefined {
  if (!workingHours) return [[0, DAY_MINUTES]];
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(workingHours.trim());
  if (!match) return undefined;
  const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
  if (h1 > 23 || h2 > 23 || m1 > 59 || m2 > 59) return undefined;
  const open = h1 * 60 + m1;
  const close = h2 * 60 + m2;
  if (open === close) return [[0, DAY_MINUTES]];
  return open < close ? [[open, close]] : [[0, close], [open, DAY_MINUTES]];
}

/** The intervals of one calendar day that fit within the service's hours, in 60-minute steps from opening. */
export function slotIntervals(workingHours: string | undefined, date: string): SlotInterval[] {
  const intervals: SlotInterval[] = [];
  for (const [from, to] of openRanges(workingHours) ?? []) {
    for (let start = from; start + SLOT_STEP_MINUTES <= to; start += SLOT_STEP_MINUTES) {
      intervals.push({ code: `${date}T${clock(start)}`, start: clock(start), end: clock(start + SLOT_STEP_MINUTES), startMinute: start });
    }
  }
  return intervals;
}

export const dayPrefix = (date: string): string => `${date}T`;

/** The date a code names, when it is a real calendar day ('YYYY-MM-DD'). */
export function dateOfCode(code: string): string | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}$/.exec(code)?.[1];
  return date && isCalendarDate(date) ? date : undefined;
}

export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  return day.getFullYear() === y && day.getMonth() === m - 1 && day.getDate() === d;
}

const clock = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
