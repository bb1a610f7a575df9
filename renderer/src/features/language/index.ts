export {
  languageCandidates,
  normalizeLanguage,
  pickLanguage,
  textDirection,
  withFallbacks,
  type LanguageSources,
} from './choose-language';
export { changeLanguage, setLanguageNotifier, LANGUAGE_COOKIE } from './change-language';
export { defaultLanguageProblem, reportInvalidDefaultLanguage } from './default-language';
export { LanguageButton } from './language-button';
export { useLanguageStore } from './store';

export { LanguageModal, setManualLanguageSetter } from './language-modal';
