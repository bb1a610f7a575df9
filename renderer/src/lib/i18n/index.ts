export { i18n, loadDictionary, setLanguage, translate, hasDictionary, isSupportedLanguage } from './i18n';
export { useT } from './use-t';
export { missingKeys } from './dictionaries';
export type { TranslationKey } from '../../locales/types';
