import type { LanguageTools } from './language-tools';

/** Words joined by hyphens count whole too: 'Wi-Fi' is 'wi', 'fi' and 'wifi'; 'check-out' also 'checkout'. */
const HYPHENATED = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)+/gu;
const MARKS = /\p{M}+/gu;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string): Intl.Segmenter {
  let found = segmenters.get(lang);
  if (!found) {
    found = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, found);
  }
  return found;
}

/** Words as the language cuts them (`Intl.Segmenter`: Chinese, Japanese and Thai have no spaces between words). */
export function splitWords(text: string, lang: string): string[] {
  const normal = text.normalize('NFKC');
  const words = [...segmenter(lang).segment(normal)].filter((part) => part.isWordLike).map((part) => part.segment);
  for (const match of normal.matchAll(HYPHENATED)) words.push(match[0].replace(/[-‐‑]/g, ''));
  return words;
}

/** One word as the index keeps it: lower case, stemmed, then without accents, so 'Déjeuner' and 'dejeuner' meet. */
export function termOf(word: string, tools: LanguageTools): string | null {
  const term = tools.stem(word.toLocaleLowerCase(tools.lang)).normalize('NFD').replace(MARKS, '').normalize('NFC');
  return term.length > 0 ? term : null;
}

/**
 * The distinct words of a text that carry its meaning, as terms, in order: stop words are left out. The index
 * keeps them (its ranking already weighs a common word little); what a question asks is judged without them.
 */
export function contentTermsOf(text: string, tools: LanguageTools): string[] {
  const terms = splitWords(text, tools.lang)
    .filter((word) => !tools.isStopWord(word.toLocaleLowerCase(tools.lang)))
    .map((word) => termOf(word, tools))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}
