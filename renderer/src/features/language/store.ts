import { create } from 'zustand';
import type { Language } from '@common/api';
import { FALLBACK_LANGUAGE } from '@common/spec';

interface LanguageState {
  language: string;
  languages: Language[];
  setLanguage: (language: string) => void;
  setLanguages: (languages: Language[]) => void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: FALLBACK_LANGUAGE,
  languages: [],
  setLanguage: (language) => set({ language }),
  setLanguages: (languages) => set({ languages }),
}));
