import { create } from 'zustand';
import type { FailureReason } from './call-outcome';

/** Part 2 §2 call states, plus an incoming call ringing and the line at rest. */
export type CallStatus = 'idle' | 'calling' | 'ringing' | 'incoming' | 'connected' | 'ended' | 'failed';

export interface CallState {
  status: CallStatus;
  /** The other side: the number dialled, or the caller's extension. */
  number: string;
  direction: 'out' | 'in';
  connectedAt: number | null;
  failure: FailureReason | null;
  /** The tablet's line to the exchange: registered means calls to the room ring here. */
  registered: boolean;
}

export const useCallStore = create<CallState>()(() => ({
  status: 'idle',
  number: '',
  direction: 'out',
  connectedAt: null,
  failure: null,
  registered: false,
}));

export const callIsLive = (status: CallStatus): boolean => status === 'calling' || status === 'ringing' || status === 'incoming' || status === 'connected';
