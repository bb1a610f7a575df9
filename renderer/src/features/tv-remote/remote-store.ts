import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EpgProgramme, SleepTimerData } from '@common/api';
import { registerSessionReset } from '@renderer/lib/reset-session';

/** A TV of the room as its last `set_channels` told. */
export interface RemoteTv {
  tvId: string;
  channelId: string;
  vol: number;
  mute: boolean;
  power: boolean;
  radio?: string | null;
}

/** Part 2 §3 TV remote state. */
export interface RemoteState {
  title: string;
  channelId: string | null;
  favouriteChannelsId: number[];
  /** The category the channel list shows: a category code, 'all' or 'favourites'. */
  tvChannelCategories: string;
  tvGuide: boolean;
  selectedTvGuide: { name: string; epg: EpgProgramme[] } | null;
  vol: number;
  mute: boolean;
  /** The TV is on (false: standby; null: not heard yet). */
  on: boolean | null;
  sleepTimer: { data: SleepTimerData | null; responseTimer: boolean; hasHandler: boolean };
  power: { timer: boolean; tvIndexes: string[] };
  /** Every TV of the room that has answered, by id: the areas a guest can choose from. */
  tvs: Record<string, RemoteTv>;
}

const initial: RemoteState = {
  title: '',
  channelId: null,
  favouriteChannelsId: [],
  tvChannelCategories: 'all',
  tvGuide: false,
  selectedTvGuide: null,
  vol: 0,
  mute: false,
  on: null,
  sleepTimer: { data: null, responseTimer: false, hasHandler: false },
  power: { timer: false, tvIndexes: [] },
  tvs: {},
};

export const REMOTE_STORE_VERSION = 1;

/** The guest's favourites survive a reload and are wiped with the rest of the TV remote at logout (part 1 §4). */
export const useRemoteStore = create<RemoteState>()(
  persist(() => initial, {
    name: 'stay.tvRemote',
    version: REMOTE_STORE_VERSION,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ favouriteChannelsId }) => ({ favouriteChannelsId }),
    merge: (persisted, current) => {
      const ids = (persisted as { favouriteChannelsId?: unknown } | null)?.favouriteChannelsId;
      return { ...current, favouriteChannelsId: Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [] };
    },
  }),
);

export function resetRemote(): void {
  useRemoteStore.setState({ ...initial });
}
registerSessionReset(resetRemote);

/** Part 2 §4: favourite channels toggle. */
export function toggleFavourite(channelId: number): void {
  useRemoteStore.setState(({ favouriteChannelsId }) => ({
    favouriteChannelsId: favouriteChannelsId.includes(channelId)
      ? favouriteChannelsId.filter((id) => id !== channelId)
      : [...favouriteChannelsId, channelId],
  }));
}
