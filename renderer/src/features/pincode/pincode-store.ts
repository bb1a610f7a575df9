import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PIN_LENGTH, STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { PINCODE_STEPS } from '@renderer/lib/persistence/records';

/** Part 1 §3 pin code: the stored value (the parental lock is on while it is set), the input and the error state. */
interface PincodeState {
  value: string;
  inputValue: string;
  isError: boolean;
  setInput: (inputValue: string) => void;
  /** Enabling needs at least PIN_LENGTH characters; answers false with the error state otherwise. */
  enable: () => boolean;
  /** Disabling compares the input with the stored value; a mismatch sets the error state. */
  disable: () => boolean;
  /** The lock is off and the PIN forgotten, with whatever was being typed. */
  clear: () => void;
}

const migratePincode = (persisted: unknown, version: number) => {
  const value = runMigrations(persisted, version, STORE_VERSION.pincode, PINCODE_STEPS).value;
  return { value: typeof value === 'string' ? value : '' };
};

export const usePincodeStore = create<PincodeState>()(
  persist(
    (set, get) => ({
      value: '',
      inputValue: '',
      isError: false,
      setInput: (inputValue) => set({ inputValue, isError: false }),
      enable: () => {
        const { inputValue } = get();
        if (inputValue.length < PIN_LENGTH) {
          set({ isError: true });
          return false;
        }
        set({ value: inputValue, inputValue: '', isError: false });
        return true;
      },
      disable: () => {
        if (get().inputValue !== get().value) {
          set({ isError: true });
          return false;
        }
        set({ value: '', inputValue: '', isError: false });
        return true;
      },
      clear: () => set({ value: '', inputValue: '', isError: false }),
    }),
    {
      name: 'stay.pincode',
      version: STORE_VERSION.pincode,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ value }) => ({ value }),
      migrate: migratePincode,
    },
  ),
);

/** The parental lock is on while a PIN is stored (part 1 §3 pin code: the value is the lock's PIN). */
export const isParentalLockOn = (): boolean => usePincodeStore.getState().value !== '';

/** The same, for a screen that must follow it (the TV's adult channels, the minibar). */
export const useParentalLockOn = (): boolean => usePincodeStore((s) => s.value !== '');

/** `parental_lock_disable` (part 1 §7): the front desk lifts the lock; the guest sets a new PIN to lock again. */
export function disableParentalLock(): void {
  usePincodeStore.setState({ value: '', isError: false });
}

/** `pin_reset` (part 1 §7): the guest forgot the PIN; it is forgotten here too, with the lock and any half-typed PIN. */
export const resetPin = (): void => usePincodeStore.getState().clear();
