import { lazy } from 'react';

export {
  languageCandidates,
  normalizeLanguage,
  pickLanguage,
  textDirection,
  withFallbacks,
  type LanguageSources,
} from './choose-language';
export { changeLanguage, setLanguageNotifier, LANGUAGE_COOKIE } from './change-language';
/** The default-language check runs after the first paint. */
export const loadDefaultLanguageCheck = () => import('./default-language');
export { LanguageButton } from './language-button';
export { useLanguageStore } from './store';
export { chooseLanguage, setManualLanguageSetter } from './manual-language';

/** Opened on demand from the page query: its code stays out of the entry. */
export const LazyLanguageModal = lazy(() => import('./language-modal').then((m) => ({ default: m.LanguageModal })));
