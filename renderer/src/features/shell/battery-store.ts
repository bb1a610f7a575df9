import { create } from 'zustand';
import { DEFAULT_BATTERY_LEVEL } from '@common/spec';

interface BatteryState {
  /** Percent; the kiosk's battery worker (a tablet-only scheduler worker) keeps it fresh. Null until the kiosk says. */
  level: number | null;
  charging: boolean;
  setBattery: (level: number, charging?: boolean) => void;
}

export const useBatteryStore = create<BatteryState>()((set) => ({
  level: null,
  charging: false,
  setBattery: (level, charging = false) =>
    set({ level: Number.isFinite(level) ? Math.min(100, Math.max(0, Math.round(level))) : DEFAULT_BATTERY_LEVEL, charging }),
}));
