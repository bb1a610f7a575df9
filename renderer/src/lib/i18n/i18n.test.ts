import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES, TEXT } from '@common/spec';
import { en } from '@renderer/locales/en';
import { clearLog, logEntries } from '../log';
import { DICTIONARY_LOADERS, missingKeys } from './dictionaries';
import { RU_MONTHS_SHORT, RU_WEEKDAYS_SHORT } from './day-names';
import { hasDictionary, i18n, setLanguage, translate } from './i18n';
import type { TranslationKey } from '@renderer/locales/types';

afterEach(async () => {
  await setLanguage('en');
  clearLog();
});

describe('languages', () => {
  it('supports 34 codes, with dictionaries for the eight the product is written in', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(34);
    expect(['en', 'ru', 'de', 'fr', 'es', 'it', 'zh', 'ar'].every(hasDictionary)).toBe(true);
    expect(hasDictionary('ja')).toBe(false);
  });

  it.each(Object.keys(DICTIONARY_LOADERS))('%s has every key of every English namespace', async (lang) => {
    const dictionary = (await DICTIONARY_LOADERS[lang]!()) as unknown as Parameters<typeof missingKeys>[1];
    const english = en as unknown as Parameters<typeof missingKeys>[0];
    expect(Object.keys(english).length).toBeGreaterThan(12);
    expect(missingKeys(english, dictionary)).toEqual([]);
  });

  it.each(['en', ...Object.keys(DICTIONARY_LOADERS)])('%s writes titles and the error title as people write them, not as keys', async (lang) => {
    const dictionary = (lang === 'en' ? en : await DICTIONARY_LOADERS[lang]!()) as unknown as {
      shell?: { error?: string; titles?: Record<string, string> };
      auth?: Record<string, string>;
    };
    const shown = [dictionary.shell?.error, dictionary.auth?.login, dictionary.auth?.profile, ...Object.values(dictionary.shell?.titles ?? {})];
    expect(dictionary.shell?.titles, 'every route has a title').toBeDefined();
    for (const text of shown) {
      if (text === undefined) continue;
      const first = [...text][0] ?? '';
      // Scripts without letter case (Arabic, Chinese) have nothing to capitalise.
      expect(first === first.toLocaleLowerCase(lang) && first !== first.toLocaleUpperCase(lang), `${lang}: ${text}`).toBe(false);
    }
  });

  it('shows a language without a dictionary in English and logs it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await setLanguage('ja');
    expect(translate('auth.pleaseLogin')).toBe(TEXT.pleaseLogin);
    expect(logEntries().some((e) => e.message.includes('no dictionary for ja'))).toBe(true);
  });

  // Part 1 §8, the error texts by result code, as the spec writes them.
  it.each([
    [1, 'Incorrect data'],
    [3, 'Guest not found'],
    [4, 'Room not found'],
    [5, 'Incorrect email'],
    [6, 'Incorrect phone'],
    [9, 'Other error'],
  ])('shows webLogin_%i as "%s"', (code, text) => {
    expect(translate(`login.webLogin_${code}` as TranslationKey)).toBe(text);
  });

  it.each([
    [1, 'Installation mode OFF, so registration needs confirmation'],
    [2, 'Invalid hotelId'],
    [3, 'UUID belongs to another room'],
    [4, 'Cannot overwrite MAC in this room'],
    [6, 'Incorrect data'],
    [9, 'Unknown error'],
  ])('shows inRoomRegister_%i as "%s"', (code, text) => {
    expect(translate(`room.inRoomRegister_${code}` as TranslationKey)).toBe(text);
  });

  it('translates the login texts and keeps the spec English in en', async () => {
    expect(translate('login.typeResident')).toBe(TEXT.guestTypeResident);
    await setLanguage('de');
    expect(translate('login.webLogin_4')).toBe('Zimmer nicht gefunden');
  });

  it('logs a key missing everywhere and shows the key rather than crashing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('login.noSuchKey')).toBe('login.noSuchKey');
    expect(logEntries().some((e) => e.message === 'missing translation login.noSuchKey')).toBe(true);
  });

  it('finds keys a dictionary lacks, nested', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' }, d: 'z' }, { a: { b: 'x' } })).toEqual(['a.c', 'd']);
  });

  it('uses its own Russian short day and month names', async () => {
    await setLanguage('ru');
    const date = () => dayjs('2025-10-31T12:00:00');
    expect(date().format('ddd DD MMM')).toBe(`${RU_WEEKDAYS_SHORT[5]} 31 ${RU_MONTHS_SHORT[9]}`);
    expect(date().format('ddd DD MMM')).toBe('пт 31 окт');
    await setLanguage('en');
    expect(date().format('ddd DD MMM')).toBe('Fri 31 Oct');
  });
});
