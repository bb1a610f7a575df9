export { i18n, loadDictionary, prefetchDayNames, setLanguage, translate, hasDictionary, withFeatureTexts, loadFeatureTexts } from './i18n';
export { useT } from './use-t';
export type { TranslationKey } from '@renderer/locales/types';
