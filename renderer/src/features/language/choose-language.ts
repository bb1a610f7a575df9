import { FALLBACK_LANGUAGE, LANGUAGE_ALIASES, RTL_LANGUAGES } from '@common/spec';

/** Lower-case, region stripped (zh-tw keeps its region), aliases applied ('si' means Slovenian, 'sl'). */
export function normalizeLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase().replace('_', '-');
  if (!lower) return null;
  if (lower === 'zh-tw' || lower === 'zh-hant' || lower.startsWith('zh-hant-')) return 'zh-tw';
  const base = lower.split('-')[0] ?? '';
  return LANGUAGE_ALIASES[base] ?? base;
}

export interface LanguageSources {
  /** Chosen by the guest in the language modal. */
  manualLanguage?: string | null;
  /** The guest's native language, from login. */
  guestLanguage?: string | null;
  query?: string | null;
  cookie?: string | null;
  /** `navigator.languages`, standing for the Accept-Language header. */
  browserLanguages?: readonly string[];
}

/** Part 1 §4: the candidates in the order the spec tries them, normalised and without repeats. */
export function languageCandidates(sources: LanguageSources, availableLanguages: readonly string[] = []): string[] {
  const raw = [sources.manualLanguage, sources.guestLanguage, sources.query, sources.cookie, sources.browserLanguages?.[0]];
  const allowed = availableLanguages.map((code) => normalizeLanguage(code));
  const result: string[] = [];
  for (const code of raw.map(normalizeLanguage)) {
    if (!code || result.includes(code)) continue;
    if (allowed.length > 0 && !allowed.includes(code)) continue;
    result.push(code);
  }
  return result;
}

/** The default language and English end the list; they are tried even when not listed as available. */
export function withFallbacks(candidates: readonly string[], defaultLanguage: string | undefined): string[] {
  const all = [...candidates, normalizeLanguage(defaultLanguage), FALLBACK_LANGUAGE];
  return all.filter((code, i): code is string => !!code && all.indexOf(code) === i);
}

/**
 * Tries each language in turn; `load` answers null when the language's structure file does not exist, so trying
 * a candidate and fetching its content are the same request.
 */
export async function pickLanguage<T>(
  languages: readonly string[],
  load: (lang: string) => Promise<T | null>,
): Promise<{ lang: string; value: T } | null> {
  for (const lang of languages) {
    const value = await load(lang);
    if (value !== null) return { lang, value };
  }
  return null;
}

export const textDirection = (lang: string): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');
