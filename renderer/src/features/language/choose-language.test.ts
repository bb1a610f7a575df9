import { describe, expect, it, vi } from 'vitest';
import { languageCandidates, normalizeLanguage, pickLanguage, textDirection, withFallbacks } from './choose-language';

describe('normalizeLanguage', () => {
  it('lower-cases and strips the region', () => {
    expect(normalizeLanguage('de-AT')).toBe('de');
    expect(normalizeLanguage('RU')).toBe('ru');
    expect(normalizeLanguage('en_GB')).toBe('en');
  });

  it('keeps Traditional Chinese apart', () => {
    expect(normalizeLanguage('zh-TW')).toBe('zh-tw');
    expect(normalizeLanguage('zh-CN')).toBe('zh');
  });

  it("treats 'si' as Slovenian 'sl'", () => {
    expect(normalizeLanguage('si')).toBe('sl');
    expect(normalizeLanguage('si-SI')).toBe('sl');
  });

  it('ignores empty values', () => {
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(undefined)).toBeNull();
  });
});

describe('languageCandidates', () => {
  const sources = { guestLanguage: 'ru', query: 'de', cookie: 'fr', browserLanguages: ['ar-EG', 'en'] };

  it('orders guest language, query, cookie, first browser tag', () => {
    expect(languageCandidates(sources)).toEqual(['ru', 'de', 'fr', 'ar']);
  });

  it('puts a manual choice first and drops repeats', () => {
    expect(languageCandidates({ ...sources, manualLanguage: 'fr' })).toEqual(['fr', 'ru', 'de', 'ar']);
  });

  it('keeps only available languages when the list is not empty', () => {
    expect(languageCandidates(sources, ['en', 'de', 'AR'])).toEqual(['de', 'ar']);
  });

  it('uses only the first browser tag', () => {
    expect(languageCandidates({ browserLanguages: ['it', 'de'] })).toEqual(['it']);
  });
});

describe('withFallbacks', () => {
  it('ends with the default language, then English', () => {
    expect(withFallbacks(['de'], 'ru')).toEqual(['de', 'ru', 'en']);
    expect(withFallbacks([], undefined)).toEqual(['en']);
    expect(withFallbacks(['en'], 'en')).toEqual(['en']);
  });
});

describe('pickLanguage', () => {
  it('skips a candidate whose structure is missing', async () => {
    const load = vi.fn(async (lang: string) => (lang === 'de' ? null : `struct_${lang}`));
    expect(await pickLanguage(['de', 'ru', 'en'], load)).toEqual({ lang: 'ru', value: 'struct_ru' });
    expect(load.mock.calls.map(([lang]) => lang)).toEqual(['de', 'ru']);
  });

  it('falls back to the default language when no candidate exists', async () => {
    const candidates = withFallbacks(languageCandidates({ query: 'si', cookie: 'it' }), 'de');
    const result = await pickLanguage(candidates, async (lang) => (lang === 'de' ? 'struct_de' : null));
    expect(candidates).toEqual(['sl', 'it', 'de', 'en']);
    expect(result?.lang).toBe('de');
  });

  it('answers null when nothing exists, not even English', async () => {
    expect(await pickLanguage(['en'], async () => null)).toBeNull();
  });
});

describe('textDirection', () => {
  it('is right-to-left for Arabic, Hebrew and Persian only', () => {
    expect(['ar', 'he', 'fa', 'en', 'ru'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
