import { create } from 'zustand';
import type { RemoteState } from './remote-state-client';

interface RemoteStateStore {
  state: RemoteState;
  connected: boolean;
  /** Bumped to drop the socket and open a new one (area selection re-registers the room). */
  generation: number;
  setState(state: RemoteState): void;
  setConnected(connected: boolean): void;
  restart(): void;
}

export const useRemoteStateStore = create<RemoteStateStore>()((set) => ({
  state: {},
  connected: false,
  generation: 0,
  setState: (state) => set({ state }),
  setConnected: (connected) => set({ connected }),
  restart: () => set((s) => ({ generation: s.generation + 1, connected: false })),
}));
