import { create } from 'zustand';
import { registerSessionReset } from '@renderer/lib/reset-session';
import type { Answer } from './answer';

/** The model's wording of an answer: asked for, written (and checked), or not to be shown. */
export type Phrasing = { state: 'pending' } | { state: 'done'; text: string } | { state: 'failed' };

export interface Exchange {
  id: number;
  answer: Answer;
  phrasing?: Phrasing;
}

interface ConversationState {
  exchanges: Exchange[];
  /** Questions asked before the index was ready: answered, in order, as soon as it is. */
  waiting: string[];
  wait: (question: string) => void;
  takeWaiting: () => string[];
  add: (answer: Answer, phrasing?: Phrasing) => number;
  setPhrasing: (id: number, phrasing: Phrasing) => void;
  reset: () => void;
}

let nextId = 1;

/** The guest's questions and the answers, for this session only: logout and checkout wipe them. */
export const useConversationStore = create<ConversationState>()((set, get) => ({
  exchanges: [],
  waiting: [],
  wait: (question) => set((state) => ({ waiting: [...state.waiting, question] })),
  takeWaiting: () => {
    const { waiting } = get();
    if (waiting.length > 0) set({ waiting: [] });
    return waiting;
  },
  add: (answer, phrasing) => {
    const id = nextId++;
    set((state) => ({ exchanges: [...state.exchanges, { id, answer, ...(phrasing ? { phrasing } : {}) }] }));
    return id;
  },
  setPhrasing: (id, phrasing) => set((state) => ({ exchanges: state.exchanges.map((e) => (e.id === id ? { ...e, phrasing } : e)) })),
  reset: () => set({ exchanges: [], waiting: [] }),
}));

registerSessionReset(() => useConversationStore.getState().reset());
