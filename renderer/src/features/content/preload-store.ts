import { create } from 'zustand';

interface PreloadState {
  active: boolean;
  done: number;
  total: number;
}

export const usePreloadStore = create<PreloadState>()(() => ({ active: false, done: 0, total: 0 }));
