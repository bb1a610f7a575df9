import { describe, expect, it } from 'vitest';
import type { Order, Structure } from '@common/api';
import { translate } from '@renderer/lib/i18n';
import { listedOrders, orderActions, statusText, wakeUpServiceId } from './order-rules';
import { order } from './test-orders';


describe('order status texts', () => {
  it.each([
    ['4', 'Not placed'],
    ['0', 'Placed'],
    ['1', 'In process'],
    ['2', 'Completed'],
    ['3', 'Canceled'],
  ])('status %s reads %s', (status, text) => {
    expect(translate(statusText(status)!)).toBe(text);
  });

  it('has no text for a status the spec does not name', () => {
    expect(statusText('7')).toBeUndefined();
  });
});

describe('what an order offers', () => {
  it("cancels only a placed order ('0')", () => {
    expect(['4', '0', '1', '2', '3'].filter((status) => orderActions(order({ status: status as Order['status'] })).cancel)).toEqual(['0']);
  });

  it("repeats completed and canceled orders ('2', '3')", () => {
    expect(['4', '0', '1', '2', '3'].filter((status) => orderActions(order({ status: status as Order['status'] })).repeat)).toEqual(['2', '3']);
  });

  it('offers payment for an unpaid online order that is not canceled', () => {
    const online = { paymentMethod: 'payOnline' as const };
    expect(orderActions(order({ ...online, payment: { status: 'pending' } })).pay).toBe(true);
    expect(orderActions(order({ ...online, payment: { status: 'failed' }, status: '1' })).pay).toBe(true);
    expect(orderActions(order({ ...online, payment: { status: 'paid' } })).pay).toBe(false);
    expect(orderActions(order({ ...online, payment: { status: 'none' }, status: '3' })).pay).toBe(false);
    expect(orderActions(order({ paymentMethod: 'pos', payment: { status: 'none' } })).pay).toBe(false);
    expect(orderActions(order({ payment: { status: 'none' } })).pay).toBe(false);
  });
});

describe('the order list', () => {
  const structure: Pick<Structure, 'wakeupcall' | 'pages'> = {
    wakeupcall: { pageId: 60 },
    pages: { id_60: { id: 60, parentId: 0, type: 'wakeup', title: 'Wake-up call', serviceId: 9 } },
  };

  it("finds the wake-up service through the wake-up page's serviceId", () => {
    expect(wakeUpServiceId(structure)).toBe(9);
    expect(wakeUpServiceId({ pages: {} })).toBeUndefined();
    expect(wakeUpServiceId({ wakeupcall: { pageId: 61 }, pages: structure.pages })).toBeUndefined();
    expect(wakeUpServiceId(null)).toBeUndefined();
  });

  it('keeps wake-up service orders out and shows the newest first', () => {
    const orders = [
      order({ id: 'a', createdAt: '2025-10-30 08:00:00' }),
      order({ id: 'alarm', type: 'service', shopId: 9, serviceId: 9, createdAt: '2025-10-31 09:00:00' }),
      order({ id: 'spa', type: 'service', shopId: 5, serviceId: 5, createdAt: '2025-10-31 07:00:00' }),
      order({ id: 'b', createdAt: '2025-10-31 11:00:00' }),
      // A shop whose id happens to equal the wake-up service is not the wake-up service.
      order({ id: 'shop9', shopId: 9, createdAt: '2025-10-29 08:00:00' }),
    ];
    expect(listedOrders(orders, 9).map((o) => o.id)).toEqual(['b', 'spa', 'a', 'shop9']);
    expect(listedOrders(orders, undefined)).toHaveLength(5);
  });

  it('treats a service order without serviceId by its shopId', () => {
    expect(listedOrders([order({ id: 'alarm', type: 'service', shopId: 9 })], 9)).toEqual([]);
  });
});
