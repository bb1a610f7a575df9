import { create } from 'zustand';
import type { RcuRemoteState, RcuStateChange } from '@common/api';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { ignoresServerValue } from './rcu-rules';

const EMPTY: RcuRemoteState = { state: 0, mode: 0, temperature: 0, fan: 0, control: 0 };

interface RcuStoreState {
  /** Remote state by device key; a device not read yet is absent. */
  states: Record<string, RcuRemoteState>;
  /** When the guest last changed each device here. */
  changedAt: Record<string, number>;
  /** Part 2 §3: failed reads since the last success. */
  networkErrors: number;
  /** Part 2 §3: a climate unit is on and may be controlled. */
  isClimateOn: boolean;
  applyServer: (key: string, state: RcuRemoteState, readStartedAt: number, now: number, ignoreMs: number) => void;
  applyLocal: (key: string, change: RcuStateChange, now: number) => void;
  readFailed: () => number;
  readSucceeded: () => void;
  reset: () => void;
}

const climateOn = (states: Record<string, RcuRemoteState>) =>
  Object.entries(states).some(([key, s]) => key.startsWith('fcu:') && s.state === 1 && s.control === 1);

const initial = { states: {}, changedAt: {}, networkErrors: 0, isClimateOn: false };

export const useRcuStore = create<RcuStoreState>()((set, get) => ({
  ...initial,
  applyServer(key, state, readStartedAt, now, ignoreMs) {
    if (ignoresServerValue(get().changedAt[key], readStartedAt, now, ignoreMs)) return;
    set((s) => {
      const states = { ...s.states, [key]: state };
      return { states, isClimateOn: climateOn(states) };
    });
  },
  applyLocal(key, change, now) {
    set((s) => {
      const states = { ...s.states, [key]: { ...(s.states[key] ?? EMPTY), ...change } };
      return { states, changedAt: { ...s.changedAt, [key]: now }, isClimateOn: climateOn(states) };
    });
  },
  readFailed() {
    const networkErrors = get().networkErrors + 1;
    set({ networkErrors });
    return networkErrors;
  },
  readSucceeded: () => {
    if (get().networkErrors !== 0) set({ networkErrors: 0 });
  },
  reset: () => set(initial),
}));

registerSessionReset(() => useRcuStore.getState().reset());
