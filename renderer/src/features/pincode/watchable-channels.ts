import { useMemo } from 'react';
import type { TvChannel } from '@common/api';
import { watchableChannels } from '@common/tv/channels';
import { usePincodeStore } from './pincode-store';

/** Of the hotel's channels, those this device may list and play: adult channels drop out while its parental lock is on. */
export function useWatchableChannels(channels: readonly TvChannel[]): TvChannel[] {
  const locked = usePincodeStore((s) => s.value !== '');
  return useMemo(() => watchableChannels(channels, locked), [channels, locked]);
}

/** The same, read once (key handlers, room queue commands). */
export const watchableChannelsNow = (channels: readonly TvChannel[]): TvChannel[] => watchableChannels(channels, usePincodeStore.getState().value !== '');
