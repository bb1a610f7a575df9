import { create } from 'zustand';
import type { DeviceMode, RoomRegistration } from '@renderer/platform';

interface DeviceState {
  mode: DeviceMode;
  /** Known once startup asked the platform; `undefined` means not asked yet. */
  registration: RoomRegistration | null | undefined;
  setMode: (mode: DeviceMode) => void;
  setRegistration: (registration: RoomRegistration | null) => void;
}

export const useDeviceStore = create<DeviceState>()((set) => ({
  mode: 'phone',
  registration: undefined,
  setMode: (mode) => set({ mode }),
  setRegistration: (registration) => set({ registration }),
}));

export const useRoomNumber = (): string | undefined =>
  useDeviceStore((state) => state.registration?.roomNumber ?? undefined);
