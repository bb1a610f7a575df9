export { i18n, loadDictionary, setLanguage, translate, hasDictionary, isSupportedLanguage } from './i18n';
export { useT } from './use-t';
export { missingKeys } from './dictionaries';
export { RU_MONTHS_SHORT, RU_WEEKDAYS_SHORT, setDayjsLanguage } from './day-names';
export type { TranslationKey } from '../../locales/types';
