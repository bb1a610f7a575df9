import i18next from 'i18next';
import { FALLBACK_LANGUAGE } from '@common/spec';
import { enCore } from '@renderer/locales/en/core';
import type { TranslationKey } from '@renderer/locales/types';
import { log } from '../log';
import { DICTIONARY_LOADERS, missingKeys } from './dictionaries';

export const i18n = i18next.createInstance();

void i18n.init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: { en: { translation: enCore } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  showSupportNotice: false,
  missingKeyHandler: (languages, _ns, key) => log('warn', `missing translation ${key}`, languages),
});

export const hasDictionary = (lang: string): boolean => lang === FALLBACK_LANGUAGE || lang in DICTIONARY_LOADERS;

/** Fetches a dictionary chunk. Its missing keys are logged and show in English; a language without one is all English. */
export async function loadDictionary(lang: string): Promise<void> {
  const load = DICTIONARY_LOADERS[lang];
  if (!load) {
    if (lang !== FALLBACK_LANGUAGE) log('info', `no dictionary for ${lang}: texts show in English`);
    return;
  }
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const [dictionary, { en }] = await Promise.all([load(), import('@renderer/locales/en')]);
  const missing = missingKeys(en, dictionary as never);
  if (missing.length > 0) log('warn', `missing translations for ${lang}, shown in English: ${missing.join(', ')}`);
  i18n.addResourceBundle(lang, 'translation', dictionary);
}

let featureTexts: Promise<void> | null = null;

/** English texts of the lazy screens, fetched once; their loaders wait for it, so no screen shows a bare key. */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= import('@renderer/locales/en/features').then(
    ({ enFeatures }) => void i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', enFeatures, true, false),
    (error: unknown) => {
      featureTexts = null;
      throw error;
    },
  );
  return featureTexts;
}

/** Wraps a lazy import so the module and the English texts it shows arrive together. */
export const withFeatureTexts =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), loadFeatureTexts()]).then(([module]) => module);

const dayNames = () => import('./day-names');

/** Starts fetching dayjs while the content loads, so setting the language waits for no chain of chunks. */
export const prefetchDayNames = (): void => {
  void dayNames();
  void import('dayjs');
};

export async function setLanguage(lang: string): Promise<void> {
  // Day names (Russian ones of our own) and dayjs load with the language, never in the first screen's code.
  await Promise.all([loadDictionary(lang), dayNames().then((m) => m.setDayjsLanguage(lang))]);
  await i18n.changeLanguage(lang);
}

export const translate = (key: TranslationKey, options?: Record<string, unknown>): string =>
  i18n.t(key, options ?? {}) as string;
