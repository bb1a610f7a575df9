import { create } from 'zustand';
import type { ChannelNames } from '@common/api/realtime';

export type RealtimeStatus = 'off' | 'connecting' | 'live';

interface RealtimeState {
  status: RealtimeStatus;
  channels: ChannelNames | null;
  /** Commands received since start, for the device page and tests. */
  received: number;
}

export const useRealtimeStore = create<RealtimeState>()(() => ({ status: 'off', channels: null, received: 0 }));
