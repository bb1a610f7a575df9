import { create } from 'zustand';
import type { ApiError } from '@renderer/lib/api';

export type AppStatus = 'loading' | 'ready' | 'error' | 'unknown-hotel';

interface AppStatusState {
  status: AppStatus;
  error: ApiError | null;
  setStatus: (status: AppStatus, error?: ApiError | null) => void;
}

export const useAppStatus = create<AppStatusState>()((set) => ({
  status: 'loading',
  error: null,
  setStatus: (status, error = null) => set({ status, error }),
}));
