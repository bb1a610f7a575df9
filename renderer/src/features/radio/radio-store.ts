import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { initialPlayback, radioReducer, type RadioEvent, type RadioPlayback } from './radio-machine';

export interface RadioState extends RadioPlayback {
  /** The category the list shows: a code, 'all' or 'favourites'. */
  category: string;
  favourites: string[];
  /** Part 2 §4: while on, the chosen station plays on the room's TV instead of here. */
  streaming: boolean;
  dispatch: (event: RadioEvent) => void;
}

export const RADIO_STORE_VERSION = 1;

/** The radio's state; favourites (station ids) are kept across visits and wiped at logout with the rest. */
export const useRadioStore = create<RadioState>()(
  persist(
    (set) => ({
      ...initialPlayback,
      category: 'all',
      favourites: [],
      streaming: false,
      dispatch: (event) => set((state) => radioReducer(state, event)),
    }),
    {
      name: 'stay.radio',
      version: RADIO_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ favourites, volume, lastVolume }) => ({ favourites, volume, lastVolume }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<RadioState, 'favourites' | 'volume' | 'lastVolume'>>;
        const unit = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : fallback);
        return {
          ...current,
          favourites: Array.isArray(saved.favourites) ? saved.favourites.filter((id): id is string => typeof id === 'string') : [],
          volume: unit(saved.volume, current.volume),
          lastVolume: unit(saved.lastVolume, current.lastVolume),
        };
      },
    },
  ),
);

registerSessionReset(() => useRadioStore.setState({ ...initialPlayback, category: 'all', favourites: [], streaming: false }));

export function toggleRadioFavourite(stationId: string): void {
  useRadioStore.setState(({ favourites }) => ({
    favourites: favourites.includes(stationId) ? favourites.filter((id) => id !== stationId) : [...favourites, stationId],
  }));
}
