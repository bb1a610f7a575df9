import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { order } from './test-orders';
import { clampChoice, earliestChoice, findAlarm, isChoosable, MINUTES, pickerDays, toDeliveryTime } from './wake-up-rules';

const alarm = (id: string, patch: Parameters<typeof order>[0] = {}) =>
  order({ id, type: 'service', shopId: 9, serviceId: 9, status: '0', deliveryTime: '2025-11-01 07:00:00', ...patch });

describe('the wake-up alarm', () => {
  it("is the wake-up service's placed order for this area's TV", () => {
    const orders = [
      alarm('other-tv', { tvId: '2' }),
      alarm('done', { tvId: '1', status: '2' }),
      order({ id: 'spa', type: 'service', shopId: 5, serviceId: 5, tvId: '1' }),
      alarm('mine', { tvId: '1' }),
    ];
    expect(findAlarm(orders, 9, '1')?.id).toBe('mine');
    expect(findAlarm(orders, 9, '2')?.id).toBe('other-tv');
    expect(findAlarm(orders, 9, '0')).toBeUndefined();
    expect(findAlarm(orders, undefined, '1')).toBeUndefined();
  });

  it("reads the tvId of the order's first item when the order has none", () => {
    const fromItem = alarm('item', { tvId: undefined as unknown as string, data: [{ id: 60, title: 'Wake-up call', amount: 1, price: 0, toppings: [], tvId: '3' }] });
    expect(findAlarm([fromItem], 9, '3')?.id).toBe('item');
  });
});

describe('the alarm time picker', () => {
  const now = dayjs('2025-10-31T22:51:20');

  it('offers today and the next 4 days, 5-minute steps', () => {
    expect(pickerDays(now).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2025-10-31', '2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04']);
    expect(MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('starts at now plus the 15-minute shift, rounded up to the step', () => {
    expect(earliestChoice(now).format('YYYY-MM-DD HH:mm:ss')).toBe('2025-10-31 23:10:00');
    expect(earliestChoice(dayjs('2025-10-31T10:00:00')).format('HH:mm')).toBe('10:15');
    expect(earliestChoice(dayjs('2025-10-31T23:50:00')).format('YYYY-MM-DD HH:mm')).toBe('2025-11-01 00:05');
  });

  it('disables times before now plus the shift and after the last day', () => {
    expect(isChoosable(dayjs('2025-10-31T23:05:00'), now)).toBe(false);
    expect(isChoosable(dayjs('2025-10-31T23:10:00'), now)).toBe(true);
    expect(isChoosable(dayjs('2025-11-04T23:55:00'), now)).toBe(true);
    expect(isChoosable(dayjs('2025-11-05T00:00:00'), now)).toBe(false);
  });

  it('moves an impossible choice to the first open minute of its hour, else to the earliest time', () => {
    expect(clampChoice(dayjs('2025-10-31T23:00:00'), now).format('HH:mm')).toBe('23:10');
    expect(clampChoice(dayjs('2025-10-31T07:00:00'), now).format('YYYY-MM-DD HH:mm')).toBe('2025-10-31 23:10');
    expect(clampChoice(dayjs('2025-11-01T07:30:00'), now).format('YYYY-MM-DD HH:mm')).toBe('2025-11-01 07:30');
  });

  it("sends the time as 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(toDeliveryTime(dayjs('2025-11-01T07:05:42'))).toBe('2025-11-01 07:05:00');
  });
});
