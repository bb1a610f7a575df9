import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { STAT_STEPS } from '@renderer/lib/persistence/records';
import { countView, withoutSent, type StatCounters } from './stat-rules';

interface StatState {
  counters: StatCounters;
  count: (pageId: string, nowMs?: number) => void;
  clearSent: (sent: StatCounters) => void;
}

const countersOf = (value: unknown): StatCounters => {
  const counters: StatCounters = {};
  for (const [hour, pages] of Object.entries(value && typeof value === 'object' ? value : {})) {
    if (!/^\d+$/.test(hour) || !pages || typeof pages !== 'object') continue;
    for (const [pageId, count] of Object.entries(pages as Record<string, unknown>)) {
      if (Number.isInteger(count) && (count as number) > 0) counters[hour] = { ...counters[hour], [pageId]: count as number };
    }
  }
  return counters;
};

export const migrateStat = (persisted: unknown, version: number): { counters: StatCounters } => ({
  counters: countersOf(runMigrations(persisted, version, STORE_VERSION.stat, STAT_STEPS).counters),
});

/** Part 2 §3 stat record, persisted as version 2; kept until the statistics host has answered 200. */
export const useStatStore = create<StatState>()(
  persist(
    (set) => ({
      counters: {},
      count: (pageId, nowMs = Date.now()) => set((state) => ({ counters: countView(state.counters, pageId, nowMs) })),
      clearSent: (sent) => set((state) => ({ counters: withoutSent(state.counters, sent) })),
    }),
    {
      name: 'stay.stat',
      version: STORE_VERSION.stat,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ counters }) => ({ counters }),
      migrate: migrateStat,
    },
  ),
);
