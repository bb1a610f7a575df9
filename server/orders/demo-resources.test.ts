import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, LoyaltyAccount, Slot } from '../../common/api/commerce';
import { orderTotal } from '../../common/money/order-total';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import { SEASIDE_HOST, createTestApp } from '../test-support/test-app';
import { newRequestId, post, webLogin } from './commerce-fixture';

/** The shipped demo hotels: their seed and content make every commerce flow of the issue possible. */
const { app, close } = createTestApp({ resourcesDir: DEFAULT_RESOURCES_DIR });
afterAll(close);
let smith = '';
let garcia = '';
beforeAll(async () => {
  smith = await webLogin(app);
  garcia = await webLogin(app, '105', 'Garcia');
});

const breakfast = (token: string, paymentMethod?: string) => {
  const data = [{ id: 211, amount: 1, price: 16.5, toppings: [{ id: 21114, amount: 1, price: 2 }, { id: 2113, amount: 1, price: 1.5 }] }];
  const { totalMinor } = orderTotal(data, { fee: 10, feeType: 'percent' as const }, 'shop', 2);
  return { token, type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '', numOfPerson: '2', tvId: '0', authType: 'resident', data, requestId: newRequestId(), totalMinor, ...(paymentMethod ? { paymentMethod } : {}) };
};

describe('the shipped demo hotel', () => {
  it('takes a restaurant order with a required side, to the room, and shows it on the seeded bill', async () => {
    const before = (await post<{ data: Bill }>(app, '/api/viewbill', { token: smith })).body.data;
    expect(before.lines.length).toBeGreaterThan(0);
    expect((await post(app, '/api/orderCreate', breakfast(smith, 'pos'))).body.result).toBe(0);
    const after = (await post<{ data: Bill }>(app, '/api/viewbill', { token: smith })).body.data;
    expect(after.totalMinor - before.totalMinor).toBe(2200);
  });

  it('refuses room charges for Garcia (nopost_error) and takes the spa at no fee', async () => {
    expect((await post(app, '/api/orderCreate', breakfast(garcia, 'pos'))).body).toMatchObject({ result: 5, message: 'nopost_error' });
    const spa = { ...breakfast(garcia), type: 'service', shopId: 5, data: [{ id: 30, amount: 1, price: 45, toppings: [] }], totalMinor: 4500 };
    expect((await post(app, '/api/orderCreate', spa)).body.result).toBe(0);
  });

  it('has spa slots 09:00-21:00 and a loyalty card for Smith', async () => {
    const slots = (await post<{ data: Slot[] }>(app, '/api/api/slot/list', { token: smith, serviceId: 5, date: '2099-03-01' })).body.data;
    expect([slots.length, slots[0]?.start, slots.at(-1)?.end, slots[0]?.free]).toEqual([12, '09:00', '21:00', 2]);
    expect((await post<{ data: LoyaltyAccount }>(app, '/api/loyalty/card', { token: smith })).body.data).toMatchObject({ points: 620, level: 'Gold' });
  });

  it('lets a seaside guest without login order with the base token, with the fixed fee', async () => {
    const data = [{ id: 211, amount: 2, price: 4.5, toppings: [{ id: 21112, amount: 1, price: 1.5 }] }];
    const order = { token: 'seaside-base-token-not-a-secret', type: 'shop', shopId: 1, fee: 2, feeType: 'fixed', deliveryTime: '', authType: 'notResident', data, requestId: newRequestId(), totalMinor: 1400, paymentMethod: 'payOnline' };
    expect((await post(app, '/api/orderCreate', order, SEASIDE_HOST)).body.result).toBe(0);
  });
});
