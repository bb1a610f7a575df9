import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { SHIFT_MINUTES, TIMEPICKER_DAYS, TIMEPICKER_ROW_PX, TIMEPICKER_STEP_MINUTES } from '@common/spec';
import { FORMAT_DAY, FORMAT_DAY_WITHOUT_TIME, FORMAT_DELIVERY_TIME } from './delivery-time';
import { ceilToStep, dayOptions, hourOptions, minuteOptions, slotAt, slotDisabled, type PickerContext } from './timepicker-slots';
import { sharedHours } from './working-hours';

const now = dayjs('2025-10-31 12:02:30');
const ctx: PickerContext = { now, hours: { kind: 'any' } };

describe('timepicker constants and formats', () => {
  it("are the spec's", () => {
    expect([TIMEPICKER_DAYS, TIMEPICKER_STEP_MINUTES, TIMEPICKER_ROW_PX, SHIFT_MINUTES]).toEqual([5, 5, 44, 15]);
    expect([FORMAT_DAY, FORMAT_DAY_WITHOUT_TIME, FORMAT_DELIVERY_TIME]).toEqual(['ddd DD MMM', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss']);
  });
});

describe('dayOptions', () => {
  it('offers 5 days from today, labelled and valued by the formats', () => {
    const days = dayOptions(ctx);
    expect(days.map((d) => d.value)).toEqual(['2025-10-31', '2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04']);
    expect(days[0]?.label).toBe('Fri 31 Oct');
    expect(days.every((d) => !d.disabled)).toBe(true);
  });

  it('disables today when no slot of it is left', () => {
    const late = dayOptions({ now: dayjs('2025-10-31 22:50:00'), hours: sharedHours(['07:00-23:00']) });
    expect(late[0]?.disabled).toBe(true);
    expect(late[1]?.disabled).toBe(false);
  });
});

describe('hour and minute wheels', () => {
  const today = now.startOf('day');

  it('has hours 00-23 and minutes in 5-minute steps', () => {
    expect(hourOptions(ctx, today).map((h) => h.label)).toEqual(Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')));
    expect(minuteOptions(ctx, today, 13).map((o) => o.label)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('disables slots earlier than now plus the shift', () => {
    // now 12:02:30 + 15 min = 12:17:30, so 12:20 is the first slot.
    const minutes = minuteOptions(ctx, today, 12);
    expect(minutes.filter((o) => o.disabled).map((o) => o.label)).toEqual(['00', '05', '10', '15']);
    expect(hourOptions(ctx, today).slice(10, 14).map((h) => h.disabled)).toEqual([true, true, false, false]);
    expect(minuteOptions(ctx, today.add(1, 'day'), 0).every((o) => !o.disabled)).toBe(true);
  });

  it('keeps the slot exactly at now plus the shift', () => {
    const exact: PickerContext = { now: dayjs('2025-10-31 12:05:00'), hours: { kind: 'any' } };
    expect(slotDisabled(dayjs('2025-10-31 12:20:00'), exact)).toBe(false);
    expect(slotDisabled(dayjs('2025-10-31 12:15:00'), exact)).toBe(true);
  });

  it('disables slots outside the working hours, an overnight range keeping midnight and 23:55', () => {
    const night: PickerContext = { now: dayjs('2025-10-31 08:00:00'), hours: sharedHours(['22:00-04:00']) };
    const today0 = night.now.startOf('day');
    expect(hourOptions(night, today0).filter((h) => !h.disabled).map((h) => h.label)).toEqual(['22', '23']);
    const tomorrow = today0.add(1, 'day');
    expect(hourOptions(night, tomorrow).filter((h) => !h.disabled).map((h) => h.label)).toEqual(['00', '01', '02', '03', '04', '22', '23']);
    expect(minuteOptions(night, tomorrow, 4).filter((o) => !o.disabled).map((o) => o.label)).toEqual(['00']);
    expect(minuteOptions(night, today0, 23).every((o) => !o.disabled)).toBe(true);
    expect(slotDisabled(tomorrow, night)).toBe(false);
  });
});

describe('slotAt and ceilToStep', () => {
  it('builds the slot of a wheel day', () => {
    expect(slotAt(ctx, '2025-11-02', 9, 35).format(FORMAT_DELIVERY_TIME)).toBe('2025-11-02 09:35:00');
    expect(slotAt(ctx, 'unknown', 9, 0).format(FORMAT_DELIVERY_TIME)).toBe('2025-10-31 09:00:00');
  });

  it('rounds a time up to the next step', () => {
    expect(ceilToStep(dayjs('2025-10-31 12:17:00')).format('HH:mm')).toBe('12:20');
    expect(ceilToStep(dayjs('2025-10-31 12:20:00')).format('HH:mm')).toBe('12:20');
    expect(ceilToStep(dayjs('2025-10-31 23:58:00')).format(FORMAT_DELIVERY_TIME)).toBe('2025-11-01 00:00:00');
  });
});
