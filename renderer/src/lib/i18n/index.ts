export { i18n, loadDictionary, setLanguage, translate, hasDictionary } from './i18n';
export { useT } from './use-t';
export type { TranslationKey } from '../../locales/types';
