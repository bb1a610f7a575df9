import { create } from 'zustand';
import { CLOCK_REFRESH_MS } from '@common/spec';
import { scheduler } from '@renderer/lib/scheduler';

interface ClockState {
  now: number;
  tick: () => void;
}

export const useClockStore = create<ClockState>()((set) => ({
  now: Date.now(),
  tick: () => set({ now: Date.now() }),
}));

/** Part 1 §4: the clock refreshes every second, on tablets only (the scheduler knows). */
export const registerClock = (): (() => void) =>
  scheduler.register({ name: 'clock', intervalMs: CLOCK_REFRESH_MS, tabletOnly: true, run: () => useClockStore.getState().tick() });
