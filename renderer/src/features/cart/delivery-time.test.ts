import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { SHIFT_MINUTES } from '@common/spec';
import { FORMAT_DELIVERY_TIME, isOrderableNow, isValidDeliveryTime, nearestDeliveryTime } from './delivery-time';
import { sharedHours } from './working-hours';

const at = (text: string) => dayjs(text);
const fmt = (value: dayjs.Dayjs | null) => value?.format(FORMAT_DELIVERY_TIME) ?? null;
const day = sharedHours(['07:00-23:00']);
const overnight = sharedHours(['22:00-04:00']);

describe('nearestDeliveryTime', () => {
  it('is now plus the 15-minute shift when that is within the hours', () => {
    expect(SHIFT_MINUTES).toBe(15);
    expect(fmt(nearestDeliveryTime(at('2025-10-31 12:00:00'), day))).toBe('2025-10-31 12:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 22:45:00'), day))).toBe('2025-10-31 23:00:00');
  });

  it('rounds seconds up to the next minute', () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 12:00:01'), day))).toBe('2025-10-31 12:16:00');
  });

  it('is now plus the shift when there are no hours', () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 03:10:00'), { kind: 'any' }))).toBe('2025-10-31 03:25:00');
  });

  it("moves to today's opening plus the shift before opening", () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 05:00:00'), day))).toBe('2025-10-31 07:15:00');
  });

  it("moves to tomorrow's opening plus the shift once today's hours passed", () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 22:46:00'), day))).toBe('2025-11-01 07:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 23:30:00'), day))).toBe('2025-11-01 07:15:00');
  });

  it('moves a time within the shift of opening to the opening plus the shift', () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 06:50:00'), day))).toBe('2025-10-31 07:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 06:59:00'), day))).toBe('2025-10-31 07:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 07:00:00'), day))).toBe('2025-10-31 07:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 07:01:00'), day))).toBe('2025-10-31 07:16:00');
  });

  it('handles an overnight range: evening opening, past midnight, and after closing', () => {
    expect(fmt(nearestDeliveryTime(at('2025-10-31 21:50:00'), overnight))).toBe('2025-10-31 22:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-10-31 23:50:00'), overnight))).toBe('2025-11-01 00:05:00');
    expect(fmt(nearestDeliveryTime(at('2025-11-01 03:40:00'), overnight))).toBe('2025-11-01 03:55:00');
    expect(fmt(nearestDeliveryTime(at('2025-11-01 03:50:00'), overnight))).toBe('2025-11-01 22:15:00');
    expect(fmt(nearestDeliveryTime(at('2025-11-01 12:00:00'), overnight))).toBe('2025-11-01 22:15:00');
  });

  it('is null when the items share no hours', () => {
    expect(nearestDeliveryTime(at('2025-10-31 12:00:00'), { kind: 'error' })).toBeNull();
  });
});

describe('isValidDeliveryTime', () => {
  const now = at('2025-10-31 12:00:00');

  it('is valid without hours, even for a past time', () => {
    expect(isValidDeliveryTime(at('2025-10-30 12:00:00'), now, { kind: 'any' })).toBe(true);
  });

  it('refuses the past and times outside the hours', () => {
    expect(isValidDeliveryTime(at('2025-10-31 11:59:00'), now, day)).toBe(false);
    expect(isValidDeliveryTime(at('2025-10-31 12:00:00'), now, day)).toBe(true);
    expect(isValidDeliveryTime(at('2025-10-31 23:00:00'), now, day)).toBe(true);
    expect(isValidDeliveryTime(at('2025-10-31 23:05:00'), now, day)).toBe(false);
    expect(isValidDeliveryTime(at('2025-11-01 06:55:00'), now, day)).toBe(false);
    expect(isValidDeliveryTime(at('2025-11-01 07:00:00'), now, day)).toBe(true);
  });

  it('takes the opening, midnight and 23:59 of an overnight range', () => {
    expect(isValidDeliveryTime(at('2025-10-31 22:00:00'), now, overnight)).toBe(true);
    expect(isValidDeliveryTime(at('2025-11-01 00:00:00'), now, overnight)).toBe(true);
    expect(isValidDeliveryTime(at('2025-10-31 23:59:00'), now, overnight)).toBe(true);
    expect(isValidDeliveryTime(at('2025-11-01 04:05:00'), now, overnight)).toBe(false);
    expect(isValidDeliveryTime(at('2025-10-31 21:55:00'), now, overnight)).toBe(false);
  });

  it('is never valid when the items share no hours', () => {
    expect(isValidDeliveryTime(at('2025-10-31 13:00:00'), now, { kind: 'error' })).toBe(false);
  });
});

describe('isOrderableNow', () => {
  it('is orderable when the shop offers a choice of time, whatever the hours', () => {
    expect(isOrderableNow(at('2025-10-31 03:00:00'), '07:00-23:00', true)).toBe(true);
  });

  it('is orderable without (valid) hours', () => {
    expect(isOrderableNow(at('2025-10-31 03:00:00'), undefined, false)).toBe(true);
    expect(isOrderableNow(at('2025-10-31 03:00:00'), '25:00-26:00', false)).toBe(true);
  });

  it('is orderable only within the hours otherwise, an end before the start meaning the next day', () => {
    expect(isOrderableNow(at('2025-10-31 12:00:00'), '07:00-23:00', false)).toBe(true);
    expect(isOrderableNow(at('2025-10-31 06:59:00'), '07:00-23:00', false)).toBe(false);
    expect(isOrderableNow(at('2025-10-31 23:30:00'), '22:00-04:00', false)).toBe(true);
    expect(isOrderableNow(at('2025-10-31 02:00:00'), '22:00-04:00', false)).toBe(true);
    expect(isOrderableNow(at('2025-10-31 12:00:00'), '22:00-04:00', false)).toBe(false);
  });
});
