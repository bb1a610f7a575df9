/*
 * Part 2 §5 working hours: 'HH:MM-HH:MM', hour 0-23, minute 0-59. Times are minutes of the day; a window is a
 * list of inclusive segments within one day, so an overnight range is split at midnight.
 */
const DAY_MINUTES = 24 * 60;
const LAST_MINUTE = DAY_MINUTES - 1;

export interface Segment {
  from: number;
  to: number;
}

export interface Range {
  open: number;
  close: number;
}

/** No hours anywhere; a set of segments; or 'error' when the items' hours share no time. */
export type Hours = { kind: 'any' } | { kind: 'window'; segments: Segment[] } | { kind: 'error' };

const PATTERN = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/;

const minutes = (hour: string, minute: string): number | null => {
  const h = Number(hour);
  const m = Number(minute);
  return h >= 0 && h <= 23 && m >= 0 && m <= 59 ? h * 60 + m : null;
};

/** The range of a working-hours text, or null when it is not 'HH:MM-HH:MM' with valid hours and minutes. */
export function parseWorkingHours(text: string | undefined | null): Range | null {
  const match = text ? PATTERN.exec(text) : null;
  if (!match) return null;
  const open = minutes(match[1] as string, match[2] as string);
  const close = minutes(match[3] as string, match[4] as string);
  return open === null || close === null ? null : { open, close };
}

/** A range spanning midnight is split into its evening and morning parts; equal ends mean all day. */
export function splitRange({ open, close }: Range): Segment[] {
  if (open === close) return [{ from: 0, to: LAST_MINUTE }];
  if (open < close) return [{ from: open, to: close }];
  return [
    { from: open, to: LAST_MINUTE },
    { from: 0, to: close },
  ].sort((a, b) => a.from - b.from);
}

function intersect(a: readonly Segment[], b: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (from <= to) out.push({ from, to });
    }
  return out.sort((p, q) => p.from - q.from);
}

/** The window shared by every item: texts that are empty or malformed do not restrict it. */
export function sharedHours(texts: readonly (string | undefined)[]): Hours {
  let segments: Segment[] | null = null;
  for (const text of texts) {
    const range = parseWorkingHours(text);
    if (!range) continue;
    segments = segments === null ? splitRange(range) : intersect(segments, splitRange(range));
    if (segments.length === 0) return { kind: 'error' };
  }
  return segments === null ? { kind: 'any' } : { kind: 'window', segments };
}

export const withinHours = (hours: Hours, minuteOfDay: number): boolean =>
  hours.kind === 'any' || (hours.kind === 'window' && hours.segments.some((s) => s.from <= minuteOfDay && minuteOfDay <= s.to));

/** Opening times: segment starts, except a morning part that merely continues the evening before. */
export function openings(hours: Hours): number[] {
  if (hours.kind !== 'window' || hours.segments.some((s) => s.from === 0 && s.to === LAST_MINUTE)) return [];
  const endsAtMidnight = hours.segments.some((s) => s.to === LAST_MINUTE);
  return hours.segments.filter((s) => !(s.from === 0 && endsAtMidnight)).map((s) => s.from);
}

/** 'HH:mm' of a minute of the day. */
export const formatMinute = (minuteOfDay: number): string =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
