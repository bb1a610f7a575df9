import { create } from 'zustand';
import type { Order } from '@common/api';
import { listOrders } from '@renderer/lib/api/commerce-calls';
import { log } from '@renderer/lib/log';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { logout, useAuthStore } from '@renderer/features/auth';

type OrdersStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Part 2 §7 `orderList` answer 3: the token is no longer valid. */
const ORDER_LIST_LOGOUT_RESULT = 3;

interface OrdersState {
  orders: Order[];
  status: OrdersStatus;
  /** The id to read older orders from, while the backend has more than it sent. */
  next: string | null;
  load: (token: string) => Promise<void>;
  loadEarlier: (token: string) => Promise<void>;
  reset: () => void;
}

let generation = 0;

/** The guest's placed orders, as `orderList` last answered; a session store, wiped on logout and checkout. */
export const useOrdersStore = create<OrdersState>()((set, get) => ({
  orders: [],
  status: 'idle',
  next: null,
  load: async (token) => {
    const mine = ++generation;
    // Orders already shown stay while they refresh, so the list does not jump.
    set({ status: 'loading' });
    let outcome: Awaited<ReturnType<typeof listOrders>> | null = null;
    try {
      outcome = await listOrders(token);
    } catch (error) {
      log('warn', 'order list failed', error);
    }
    if (mine !== generation || useAuthStore.getState().token !== token) return;
    if (outcome?.result === ORDER_LIST_LOGOUT_RESULT) {
      await logout();
      return;
    }
    if (outcome?.result === 0) set({ orders: outcome.data ?? [], status: 'ready', next: outcome.next ?? null });
    else set({ status: 'failed' });
  },
  loadEarlier: async (token) => {
    const { next, orders } = get();
    if (!next) return;
    const mine = generation;
    set({ status: 'loading' });
    try {
      const outcome = await listOrders(token, next);
      if (mine !== generation || useAuthStore.getState().token !== token) return;
      if (outcome.result === 0) set({ orders: [...orders, ...(outcome.data ?? [])], status: 'ready', next: outcome.next ?? null });
      else set({ status: 'ready' });
    } catch (error) {
      log('warn', 'earlier orders failed', error);
      if (mine === generation) set({ status: 'ready' });
    }
  },
  reset: () => {
    generation++;
    set({ orders: [], status: 'idle', next: null });
  },
}));

registerSessionReset(() => useOrdersStore.getState().reset());

/** Reloads the list for the logged-in guest (after a cancel, an order, a push 'orderUpdateData'). */
export function refetchOrders(): Promise<void> {
  const token = useAuthStore.getState().token;
  return token ? useOrdersStore.getState().load(token) : Promise.resolve();
}
