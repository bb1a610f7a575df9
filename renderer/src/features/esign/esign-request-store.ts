import { create } from 'zustand';

interface EsignRequestState {
  /** The document the front desk asked this room to sign, until the screen has opened it. */
  documentId: number | null;
  request: (documentId: number) => void;
  done: () => void;
}

export const useEsignRequestStore = create<EsignRequestState>()((set) => ({
  documentId: null,
  request: (documentId) => set({ documentId }),
  done: () => set({ documentId: null }),
}));
