import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { order } from './test-orders';
import { findAlarm, toDeliveryTime } from './wake-up-rules';

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

  it("sends the chosen time in the spec's delivery format, seconds dropped", () => {
    expect(toDeliveryTime(dayjs('2025-11-01T07:30:42.500'))).toBe('2025-11-01 07:30:00');
  });
});
