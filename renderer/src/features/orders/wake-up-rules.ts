import dayjs, { type Dayjs } from 'dayjs';
import type { Order } from '../../../../common/api';
import { ORDER_STATUS, SHIFT_MINUTES, TIMEPICKER_DAYS, TIMEPICKER_STEP_MINUTES } from '../../../../common/spec';
import { DELIVERY_TIME_FORMAT } from './order-format';
import { isWakeUpOrder, orderTvId } from './order-rules';

/** Part 2 §4: the alarm is the wake-up service's order with status '0' placed for this area's TV. */
export function findAlarm(orders: readonly Order[], wakeUpService: number | undefined, tvId: string): Order | undefined {
  return orders.find((order) => isWakeUpOrder(order, wakeUpService) && order.status === ORDER_STATUS.placed && orderTvId(order) === tvId);
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const MINUTES = Array.from({ length: 60 / TIMEPICKER_STEP_MINUTES }, (_, at) => at * TIMEPICKER_STEP_MINUTES);

/** Part 2 §5 timepicker: today and the next days, 5 in all. */
export const pickerDays = (now: Dayjs, count: number = TIMEPICKER_DAYS): Dayjs[] =>
  Array.from({ length: count }, (_, at) => now.startOf('day').add(at, 'day'));

/** The first time that can be chosen: now plus the shift (15 min), up to the next 5-minute step. */
export function earliestChoice(now: Dayjs): Dayjs {
  const soonest = now.add(SHIFT_MINUTES, 'minute').second(0).millisecond(0);
  const over = soonest.minute() % TIMEPICKER_STEP_MINUTES;
  return over === 0 ? soonest : soonest.add(TIMEPICKER_STEP_MINUTES - over, 'minute');
}

/** A slot is disabled when it is earlier than now plus the shift, or past the picker's last day. */
export function isChoosable(choice: Dayjs, now: Dayjs): boolean {
  const end = now.startOf('day').add(TIMEPICKER_DAYS, 'day');
  return !choice.isBefore(earliestChoice(now)) && choice.isBefore(end);
}

/** Keeps a choice in range: the first open minute of its hour, else the earliest time of all. */
export function clampChoice(choice: Dayjs, now: Dayjs): Dayjs {
  if (isChoosable(choice, now)) return choice;
  return MINUTES.map((minute) => choice.minute(minute)).find((candidate) => isChoosable(candidate, now)) ?? earliestChoice(now);
}

export const toDeliveryTime = (choice: Dayjs): string => choice.second(0).millisecond(0).format(DELIVERY_TIME_FORMAT);

export const atTime = (day: Dayjs, hour: number, minute: number): Dayjs => dayjs(day).startOf('day').hour(hour).minute(minute);
