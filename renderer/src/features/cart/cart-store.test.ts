import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_VERSION } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { addLinesToCart, migrateCart, useCartStore } from './cart-store';
import { migrateDelivery, useDeliveryStore } from './delivery-store';

const tea = { id: 5, title: 'Tea', price: 3, amount: 1, toppings: [], shopId: 1 };

describe('cart record', () => {
  beforeEach(() => useCartStore.getState().reset());

  it('is persisted as stay.cart version 3', () => {
    addLinesToCart([tea]);
    const stored = JSON.parse(localStorage.getItem('stay.cart') ?? '{}');
    expect(stored.version).toBe(STORE_VERSION.cart);
    expect(STORE_VERSION.cart).toBe(3);
    expect(stored.state).toEqual({ products: [{ ...tea, key: '5' }], toppings: [], orders: [], lastPaymentLink: null, pendingRequests: {} });
  });

  it('migrates v1 items and v2 products into v3 lines', () => {
    expect(migrateCart({ items: [{ id: 5, title: 'Tea', cost: 3, shopId: 1 }] }, 1).products).toEqual([{ ...tea, key: '5' }]);
    const v2 = migrateCart({ products: [tea, tea], extra: 1 }, 2);
    expect(v2).toEqual({ products: [{ ...tea, amount: 2, key: '5' }], toppings: [], orders: [], lastPaymentLink: null, pendingRequests: {} });
  });

  it('starts empty from garbage or a future version', () => {
    expect(migrateCart('garbage', 3).products).toEqual([]);
    expect(migrateCart({ products: [tea] }, 9).products).toEqual([]);
    expect(migrateCart({ products: [tea], orders: [{ nope: 1 }], pendingRequests: { a: 'id', b: 2 } }, 3)).toMatchObject({
      orders: [],
      pendingRequests: { a: 'id' },
    });
  });

  it('merges added lines and is wiped on logout', () => {
    addLinesToCart([tea]);
    addLinesToCart([{ ...tea, amount: 2 }]);
    expect(useCartStore.getState().products[0]?.amount).toBe(3);
    useCartStore.getState().patch({ pendingRequests: { x: 'y' }, lastPaymentLink: 'https://pay' });
    resetSession();
    expect(useCartStore.getState()).toMatchObject({ products: [], orders: [], pendingRequests: {}, lastPaymentLink: null });
  });
});

describe('delivery record', () => {
  it('migrates the v0 {time} and is wiped on logout', () => {
    expect(migrateDelivery({ time: '2025-10-31 12:00:00' }, 0)).toEqual({ rawDeliveryTime: '2025-10-31 12:00:00', deliveryTime: '2025-10-31 12:00:00', confirmed: false });
    useDeliveryStore.getState().confirm('2025-10-31 13:00:00');
    expect(useDeliveryStore.getState().confirmed).toBe(true);
    resetSession();
    expect(useDeliveryStore.getState().deliveryTime).toBe('');
  });
});
