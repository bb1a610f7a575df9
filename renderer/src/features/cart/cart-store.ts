import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OrderType } from '@common/api';
import { STORE_VERSION, type OrderStatus } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { CART_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { removeKey } from '@renderer/lib/storage';
import { mergeLines, reduceLine, sanitizeLines, type CartLine, type NewCartLine } from './cart-lines';

/** An order the cart placed (status '0' on success), kept so the guest sees it before the list reloads. */
export interface CartOrder {
  id: string;
  type: OrderType;
  shopId: number;
  serviceId?: number;
  status: OrderStatus;
  deliveryTime: string;
  data: NewCartLine[];
}

/** Part 2 §3 cart, persisted as version 3; `pendingRequests` keeps an attempt's requestId until it succeeds. */
export interface CartRecord {
  products: CartLine[];
  toppings: unknown[];
  orders: CartOrder[];
  lastPaymentLink: string | null;
  pendingRequests: Record<string, string>;
}

const emptyCart: CartRecord = { products: [], toppings: [], orders: [], lastPaymentLink: null, pendingRequests: {} };

interface CartState extends CartRecord {
  add: (lines: readonly NewCartLine[]) => void;
  reduce: (key: string, by?: number) => void;
  remove: (key: string) => void;
  patch: (patch: Partial<CartRecord>) => void;
  reset: () => void;
}

const isOrder = (value: unknown): value is CartOrder =>
  !!value && typeof value === 'object' && typeof (value as CartOrder).id === 'string';

export function migrateCart(persisted: unknown, version: number = STORE_VERSION.cart): CartRecord {
  const state = runMigrations(persisted, version, STORE_VERSION.cart, CART_STEPS);
  const pending = state.pendingRequests;
  return {
    products: sanitizeLines(state.products),
    toppings: Array.isArray(state.toppings) ? state.toppings : [],
    orders: Array.isArray(state.orders) ? state.orders.filter(isOrder) : [],
    lastPaymentLink: typeof state.lastPaymentLink === 'string' ? state.lastPaymentLink : null,
    pendingRequests:
      pending && typeof pending === 'object' && !Array.isArray(pending)
        ? Object.fromEntries(Object.entries(pending).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {},
  };
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...emptyCart,
      add: (lines) => set((state) => ({ products: mergeLines(state.products, lines) })),
      reduce: (key, by = 1) => set((state) => ({ products: reduceLine(state.products, key, by) })),
      remove: (key) => set((state) => ({ products: state.products.filter((line) => line.key !== key) })),
      patch: (patch) => set(patch),
      reset: () => set(emptyCart),
    }),
    {
      name: 'stay.cart',
      version: STORE_VERSION.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ products, toppings, orders, lastPaymentLink, pendingRequests }) => ({ products, toppings, orders, lastPaymentLink, pendingRequests }),
      migrate: migrateCart,
      merge: (persisted, current) => ({ ...current, ...migrateCart(persisted) }),
    },
  ),
);

/** The delivery-time record loads with the cart screen; logout must clear it even on a page that never loaded it. */
export const DELIVERY_RECORD_KEY = 'stay.order';

registerSessionReset(() => {
  useCartStore.getState().reset();
  removeKey(DELIVERY_RECORD_KEY);
});

/** Part 2 §4: merges lines with the same id and toppings. */
export const addLinesToCart = (lines: readonly NewCartLine[]): void => useCartStore.getState().add(lines);

/** The number of items in the cart (amounts summed); the floating cart hides at zero. */
export const useCartCount = (): number =>
  useCartStore((state) => state.products.reduce((sum, line) => sum + line.amount, 0));
