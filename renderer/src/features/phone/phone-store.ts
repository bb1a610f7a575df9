import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_VERSION } from '@common/spec';
import type { PhoneTab } from '@common/spec/phone';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { PHONE_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { cleanNumber, initialPhone, isPhoneTab, type PhoneRecord } from './phone-record';
import { PHONE_RECORD_KEY } from './phone-record-key';

interface PhoneState extends PhoneRecord {
  setTab: (tab: PhoneTab) => void;
  press: (key: string) => void;
  erase: () => void;
  setNumber: (value: string) => void;
  setMuted: (muted: boolean) => void;
  setDnd: (dnd: boolean) => void;
  reset: () => void;
}

export const migratePhone = (persisted: unknown, version: number): PhoneRecord => {
  const state = runMigrations(persisted, version, STORE_VERSION.phone, PHONE_STEPS);
  return {
    enteredNumber: cleanNumber(state.enteredNumber),
    muted: state.muted === true,
    dnd: state.dnd === true,
    tab: isPhoneTab(state.tab) ? state.tab : initialPhone.tab,
  };
};

export const usePhoneStore = create<PhoneState>()(
  persist(
    (set) => ({
      ...initialPhone,
      setTab: (tab) => set({ tab }),
      press: (key) => set((s) => ({ enteredNumber: cleanNumber(s.enteredNumber + key) })),
      erase: () => set((s) => ({ enteredNumber: s.enteredNumber.slice(0, -1) })),
      setNumber: (value) => set({ enteredNumber: cleanNumber(value) }),
      setMuted: (muted) => set({ muted }),
      setDnd: (dnd) => set({ dnd }),
      reset: () => set(initialPhone),
    }),
    {
      name: PHONE_RECORD_KEY,
      version: STORE_VERSION.phone,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ enteredNumber, muted, dnd, tab }) => ({ enteredNumber, muted, dnd, tab }),
      migrate: migratePhone,
    },
  ),
);

registerSessionReset(() => usePhoneStore.getState().reset());
