import i18next from 'i18next';
import { FALLBACK_LANGUAGE } from '../../../../common/spec';
import { en } from '../../locales/en';
import type { Dictionary, TranslationKey } from '../../locales/types';
import { log } from '../log';

/** English ships in the entry; the others are separate chunks fetched when chosen. */
const loaders: Record<string, () => Promise<Dictionary>> = {
  ru: () => import('../../locales/ru').then((m) => m.ru),
  de: () => import('../../locales/de').then((m) => m.de),
  fr: () => import('../../locales/fr').then((m) => m.fr),
  ar: () => import('../../locales/ar').then((m) => m.ar),
};

export const i18n = i18next.createInstance();

void i18n.init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  showSupportNotice: false,
  missingKeyHandler: (languages, _ns, key) => log('warn', `missing translation ${key}`, languages),
});

export const hasDictionary = (lang: string): boolean => lang === FALLBACK_LANGUAGE || lang in loaders;

/** Fetches a dictionary chunk; a language without one shows English. */
export async function loadDictionary(lang: string): Promise<void> {
  const load = loaders[lang];
  if (!load || i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await load());
}

export async function setLanguage(lang: string): Promise<void> {
  await loadDictionary(lang);
  await i18n.changeLanguage(lang);
}

export const translate = (key: TranslationKey, options?: Record<string, unknown>): string =>
  i18n.t(key, options ?? {}) as string;
