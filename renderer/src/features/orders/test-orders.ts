import type { Order } from '@common/api';

/** Test data: an order as `orderList` answers it, with the fields a test cares about overridden. */
export const order = (patch: Partial<Order> = {}): Order => ({
  id: '1',
  shopId: 1,
  type: 'shop',
  status: '0',
  deliveryTime: '',
  createdAt: '2025-10-31 10:00:00',
  tvId: '0',
  numOfPerson: '1',
  data: [{ id: 211, title: 'Full breakfast', amount: 1, price: 16.5, toppings: [] }],
  fee: 0,
  feeType: 'fixed',
  totalMinor: 1650,
  payment: { status: 'none' },
  ...patch,
});
