import { create } from 'zustand';
import type { LoyaltyAccount, LoyaltyResponse } from '@common/api';
import { loyaltyCard } from '@renderer/lib/api/commerce-calls';
import { log } from '@renderer/lib/log';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { useAuthStore } from '@renderer/features/auth';

/** 'none': the guest has no card yet (any non-zero answer); 'failed': the programme did not answer. */
type LoyaltyStatus = 'idle' | 'loading' | 'ready' | 'none' | 'failed';

interface LoyaltyState {
  account: LoyaltyAccount | null;
  status: LoyaltyStatus;
  /** The server's words for a non-zero answer. */
  message: string | undefined;
  load: (token: string) => Promise<void>;
  setAccount: (account: LoyaltyAccount) => void;
  reset: () => void;
}

let generation = 0;

/** The guest's loyalty card; a session store, wiped on logout and checkout. */
export const useLoyaltyStore = create<LoyaltyState>()((set) => ({
  account: null,
  status: 'idle',
  message: undefined,
  load: async (token) => {
    const mine = ++generation;
    set((state) => ({ status: state.account ? state.status : 'loading' }));
    let answer: LoyaltyResponse | null = null;
    try {
      answer = await loyaltyCard(token);
    } catch (error) {
      log('warn', 'loyalty card failed', error);
    }
    if (mine !== generation || useAuthStore.getState().token !== token) return;
    if (!answer) set({ status: 'failed', message: undefined });
    else if (answer.result === 0 && answer.data) set({ account: answer.data, status: 'ready', message: undefined });
    else set({ account: null, status: 'none', message: answer.message });
  },
  setAccount: (account) => {
    generation++;
    set({ account, status: 'ready', message: undefined });
  },
  reset: () => {
    generation++;
    set({ account: null, status: 'idle', message: undefined });
  },
}));

registerSessionReset(() => useLoyaltyStore.getState().reset());
