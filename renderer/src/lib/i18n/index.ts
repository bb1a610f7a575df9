export { i18n, loadDictionary, loadFeatureTexts, prefetchDayNames, setLanguage, translate, hasDictionary, isSupportedLanguage, withFeatureTexts } from './i18n';
export { useT } from './use-t';
export { missingKeys } from './dictionaries';
export type { TranslationKey } from '@renderer/locales/types';
