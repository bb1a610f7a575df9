import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GuestData } from '../../../../common/api';
import type { GuestType } from '../../../../common/spec';
import { DEFAULT_TEMPERATURE_SCALE, STORE_VERSION } from '../../../../common/spec';
import { registerSessionReset } from '../../lib/reset-session';

/** Part 1 §3 guest record; persisted as version 8. */
export interface Guest extends GuestData {
  guestType?: GuestType;
  language?: string;
  manualSelectedLanguage?: string;
  rights?: string[];
  status?: string;
  lastMessageId?: number;
  unreadMessagesCountByRecipient?: Record<string, number>;
  temperatureScale: 'celsius' | 'fahrenheit';
}

const initialGuest: Guest = { temperatureScale: DEFAULT_TEMPERATURE_SCALE, groups: [] };

interface GuestState {
  guest: Guest;
  setGuest: (patch: Partial<Guest>) => void;
  reset: () => void;
}

/** Older records get their chain of steps in a later issue; today every known shape is already current. */
export const migrateGuest = (persisted: unknown): Pick<GuestState, 'guest'> => {
  const guest = (persisted as { guest?: Partial<Guest> } | null)?.guest;
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
