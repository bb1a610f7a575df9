import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface OrderLocationState {
  /** Part 1 §2: the encoded location tag of the page query, kept for orders. */
  location: string | null;
  setLocation: (location: string | null) => void;
}

export const useOrderLocationStore = create<OrderLocationState>()(
  persist((set) => ({ location: null, setLocation: (location) => set({ location }) }), {
    name: 'stay.location',
    storage: createJSONStorage(() => sessionStorage),
  }),
);
