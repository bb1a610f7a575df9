import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CheckInLinkState {
  /** The `checkInUrl` of the page query: where the guest checks in online (the check-in screen opens it). */
  checkInUrl: string | null;
  setCheckInUrl: (checkInUrl: string | null) => void;
}

/** Kept for the session, like the location tag: the link may open a page long before the guest checks in. */
export const useCheckInLinkStore = create<CheckInLinkState>()(
  persist((set) => ({ checkInUrl: null, setCheckInUrl: (checkInUrl) => set({ checkInUrl }) }), {
    name: 'stay.check-in-link',
    storage: createJSONStorage(() => sessionStorage),
  }),
);
