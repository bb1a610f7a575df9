export {
  languageCandidates,
  normalizeLanguage,
  pickLanguage,
  textDirection,
  withFallbacks,
  type LanguageSources,
} from './choose-language';
export { changeLanguage, LANGUAGE_COOKIE } from './change-language';
export { LanguageButton } from './language-button';
export { useLanguageStore } from './store';
