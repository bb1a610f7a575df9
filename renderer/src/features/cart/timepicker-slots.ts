import type { Dayjs } from 'dayjs';
import { SHIFT_MINUTES, TIMEPICKER_DAYS, TIMEPICKER_STEP_MINUTES } from '@common/spec';
import { earliestTime, FORMAT_DAY, FORMAT_DAY_WITHOUT_TIME, minuteOfDay } from './delivery-time';
import { withinHours, type Hours } from './working-hours';

export interface WheelOption {
  value: string;
  label: string;
  disabled: boolean;
}

export interface PickerContext {
  now: Dayjs;
  hours: Hours;
  shift?: number;
  step?: number;
}

/** Part 2 §5: a slot is disabled when earlier than now plus the shift or outside the working hours. */
export function slotDisabled(slot: Dayjs, { now, hours, shift = SHIFT_MINUTES }: PickerContext): boolean {
  return slot.isBefore(earliestTime(now, shift)) || !withinHours(hours, minuteOfDay(slot));
}

const minuteValues = (step: number): number[] => Array.from({ length: Math.ceil(60 / step) }, (_, i) => i * step);

/** The slot at a day of the day wheel ('YYYY-MM-DD'), hour and minute; an unknown day means today. */
export function slotAt(ctx: PickerContext, day: string, hour: number, minute: number): Dayjs {
  const today = ctx.now.startOf('day');
  const index = Array.from({ length: TIMEPICKER_DAYS }, (_, i) => today.add(i, 'day').format(FORMAT_DAY_WITHOUT_TIME)).indexOf(day);
  return today.add(Math.max(0, index), 'day').hour(hour).minute(minute);
}

/** 5 days from today, labelled 'ddd DD MMM', valued 'YYYY-MM-DD'; a day without an enabled slot is disabled. */
export function dayOptions(ctx: PickerContext): WheelOption[] {
  const today = ctx.now.startOf('day');
  return Array.from({ length: TIMEPICKER_DAYS }, (_, i) => {
    const day = today.add(i, 'day');
    const disabled = Array.from({ length: 24 }, (_, hour) => hour).every((hour) =>
      minuteValues(ctx.step ?? TIMEPICKER_STEP_MINUTES).every((minute) => slotDisabled(day.hour(hour).minute(minute), ctx)),
    );
    return { value: day.format(FORMAT_DAY_WITHOUT_TIME), label: day.format(FORMAT_DAY), disabled };
  });
}

/** Hours 00-23 of a day; an hour without an enabled minute is disabled. */
export function hourOptions(ctx: PickerContext, day: Dayjs): WheelOption[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: String(hour).padStart(2, '0'),
    disabled: minuteValues(ctx.step ?? TIMEPICKER_STEP_MINUTES).every((minute) => slotDisabled(day.hour(hour).minute(minute), ctx)),
  }));
}

/** Minutes in steps of 5 (by default) within an hour. */
export function minuteOptions(ctx: PickerContext, day: Dayjs, hour: number): WheelOption[] {
  return minuteValues(ctx.step ?? TIMEPICKER_STEP_MINUTES).map((minute) => ({
    value: String(minute),
    label: String(minute).padStart(2, '0'),
    disabled: slotDisabled(day.hour(hour).minute(minute), ctx),
  }));
}

/** Up to the picker's next step: the nearest time 12:17 shows as 12:20. */
export function ceilToStep(time: Dayjs, step: number = TIMEPICKER_STEP_MINUTES): Dayjs {
  const rest = time.minute() % step;
  return (rest === 0 ? time : time.add(step - rest, 'minute')).second(0).millisecond(0);
}
