import { create } from 'zustand';
import type { AdminSettings, HotelConfig, HotelIdentity } from '@common/api';

interface HotelState {
  hotel: string;
  config: HotelConfig | null;
  identity: HotelIdentity | null;
  adminSettings: AdminSettings | null;
  setHotel: (hotel: string, config: HotelConfig, identity: HotelIdentity) => void;
  setAdminSettings: (settings: AdminSettings | null) => void;
}

export const useHotelStore = create<HotelState>()((set) => ({
  hotel: '',
  config: null,
  identity: null,
  adminSettings: null,
  setHotel: (hotel, config, identity) => set({ hotel, config, identity }),
  setAdminSettings: (adminSettings) => set({ adminSettings }),
}));
