import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GuestData } from '@common/api';
import type { GuestType } from '@common/spec';
import { DEFAULT_TEMPERATURE_SCALE, STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { GUEST_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';

/** Part 1 §3 guest record; persisted as version 8. */
export interface Guest extends GuestData {
  guestType?: GuestType;
  language?: string;
  manualSelectedLanguage?: string;
  rights?: string[];
  status?: string;
  lastMessageId?: number;
  unreadMessagesCountByRecipient?: Record<string, number>;
  temperatureScale: TemperatureScale;
  greetingFormat?: string;
  /** Chosen payment method type; the commerce issue reads it, a guest type change resets it. */
  paymentMethod?: string;
}

export type TemperatureScale = 'celsius' | 'fahrenheit';

const initialGuest: Guest = { temperatureScale: DEFAULT_TEMPERATURE_SCALE, groups: [] };

interface GuestState {
  guest: Guest;
  setGuest: (patch: Partial<Guest>) => void;
  reset: () => void;
}

export const migrateGuest = (persisted: unknown, version: number = STORE_VERSION.guest): Pick<GuestState, 'guest'> => {
  const guest = runMigrations(persisted, version, STORE_VERSION.guest, GUEST_STEPS).guest as Partial<Guest> | undefined;
  return { guest: { ...initialGuest, ...(guest && typeof guest === 'object' ? guest : {}) } };
};

export const useGuestStore = create<GuestState>()(
  persist(
    (set) => ({
      guest: initialGuest,
      setGuest: (patch) => set((state) => ({ guest: { ...state.guest, ...patch } })),
      reset: () => set({ guest: initialGuest }),
    }),
    {
      name: 'stay.guest',
      version: STORE_VERSION.guest,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ guest: state.guest }),
      migrate: migrateGuest,
    },
  ),
);

registerSessionReset(() => useGuestStore.getState().reset());
