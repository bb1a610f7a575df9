import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RoomRadioSource } from '@common/api';
import type { TvModel } from '@common/tv/tv-model';

export type TvPanel = 'menu' | 'channels' | 'guide' | 'sleep' | null;

export interface TvState {
  model: TvModel;
  /** The station streamed to the room, while `model.radio` names it. */
  radioSource: RoomRadioSource | null;
  favourites: number[];
  /** Full-screen playback. */
  watching: boolean;
  panel: TvPanel;
  /** Until when (ms) the info banner and the volume overlay show. */
  bannerUntil: number;
  volumeUntil: number;
  /** Digits typed for a channel number. */
  digits: string;
  /** A number typed that no channel has, shown briefly. */
  missingNumber: string | null;
}

const initialModel: TvModel = { channelId: '', vol: 20, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null };

export const TV_STORE_VERSION = 1;

/** The set-top's own state. Channel, volume, mute and favourites survive a restart, as on a TV; the rest starts afresh. */
export const useTvStore = create<TvState>()(
  persist(
    (): TvState => ({
      model: initialModel,
      radioSource: null,
      favourites: [],
      watching: false,
      panel: null,
      bannerUntil: 0,
      volumeUntil: 0,
      digits: '',
      missingNumber: null,
    }),
    {
      name: 'stay.tv',
      version: TV_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ model, favourites }) => ({ model: { channelId: model.channelId, vol: model.vol, mute: model.mute }, favourites }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { model?: Partial<TvModel>; favourites?: unknown };
        const model = saved.model ?? {};
        return {
          ...current,
          model: {
            ...current.model,
            ...(typeof model.channelId === 'string' ? { channelId: model.channelId } : {}),
            ...(typeof model.vol === 'number' ? { vol: model.vol } : {}),
            ...(typeof model.mute === 'boolean' ? { mute: model.mute } : {}),
          },
          favourites: Array.isArray(saved.favourites) ? saved.favourites.filter((id): id is number => Number.isInteger(id)) : [],
        };
      },
    },
  ),
);

export const BANNER_MS = 5_000;
export const VOLUME_OVERLAY_MS = 2_500;
