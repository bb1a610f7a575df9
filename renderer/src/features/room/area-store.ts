import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_AREA_TVID, STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { AREA_STEPS } from '@renderer/lib/persistence/records';

/** Part 1 §3 area record (persisted as version 4): which TV area of the room this device serves. */
export interface Area {
  TVID: string;
  title: string;
}

const initialArea: Area = { TVID: DEFAULT_AREA_TVID, title: '' };

interface AreaState extends Area {
  setArea: (area: Area) => void;
}

const migrateArea = (persisted: unknown, version: number): Area => {
  const area = runMigrations(persisted, version, STORE_VERSION.area, AREA_STEPS);
  return { TVID: typeof area.TVID === 'string' ? area.TVID : DEFAULT_AREA_TVID, title: typeof area.title === 'string' ? area.title : '' };
};

export const useAreaStore = create<AreaState>()(
  persist((set) => ({ ...initialArea, setArea: (area) => set(area) }), {
    name: 'stay.area',
    version: STORE_VERSION.area,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ TVID, title }) => ({ TVID, title }),
    migrate: migrateArea,
  }),
);
