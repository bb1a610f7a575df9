import { useEffect } from 'react';
import { useOrdersStore } from './orders-store';

/**
 * Loads the guest's orders when a screen that shows them opens (and again when the token changes). The order
 * modal passes `reuse`: opened from the list, it shows what the list just loaded.
 */
export function useOrders(token: string | null, reuse = false) {
  const orders = useOrdersStore((s) => s.orders);
  const status = useOrdersStore((s) => s.status);
  const hasEarlier = useOrdersStore((s) => s.next !== null);
  useEffect(() => {
    if (token && (!reuse || useOrdersStore.getState().status === 'idle')) void useOrdersStore.getState().load(token);
  }, [token, reuse]);
  return {
    orders,
    status,
    hasEarlier,
    reload: () => (token ? useOrdersStore.getState().load(token) : Promise.resolve()),
    loadEarlier: () => (token ? useOrdersStore.getState().loadEarlier(token) : Promise.resolve()),
  };
}
