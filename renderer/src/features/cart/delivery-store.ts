import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_VERSION } from '@common/spec';
import { runMigrations, str } from '@renderer/lib/persistence/migrate';
import { ORDER_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { DELIVERY_RECORD_KEY } from './cart-store';

/**
 * Part 2 §3 timepicker state (the 'order' record, version 1): the chosen delivery time, 'YYYY-MM-DD HH:mm:ss'.
 * Empty means as soon as possible; `confirmed` tells a time the guest chose from the nearest one computed.
 */
export interface DeliveryRecord {
  rawDeliveryTime: string;
  deliveryTime: string;
  confirmed: boolean;
}

const initial: DeliveryRecord = { rawDeliveryTime: '', deliveryTime: '', confirmed: false };

interface DeliveryState extends DeliveryRecord {
  setNearest: (time: string) => void;
  confirm: (time: string) => void;
  reset: () => void;
}

export const migrateDelivery = (persisted: unknown, version: number = STORE_VERSION.order): DeliveryRecord => {
  const state = runMigrations(persisted, version, STORE_VERSION.order, ORDER_STEPS);
  return { rawDeliveryTime: str(state.rawDeliveryTime) ?? '', deliveryTime: str(state.deliveryTime) ?? '', confirmed: state.confirmed === true };
};

export const useDeliveryStore = create<DeliveryState>()(
  persist(
    (set) => ({
      ...initial,
      setNearest: (time) => set({ rawDeliveryTime: time, deliveryTime: time, confirmed: false }),
      confirm: (time) => set({ rawDeliveryTime: time, deliveryTime: time, confirmed: true }),
      reset: () => set(initial),
    }),
    {
      name: DELIVERY_RECORD_KEY,
      version: STORE_VERSION.order,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ rawDeliveryTime, deliveryTime, confirmed }) => ({ rawDeliveryTime, deliveryTime, confirmed }),
      migrate: migrateDelivery,
    },
  ),
);

registerSessionReset(() => useDeliveryStore.getState().reset());
