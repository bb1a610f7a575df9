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

const normal = (text: string): string => text.normalize('NFD').replace(MARKS, '').normalize('NFC');

/**
 * The forms a word is indexed and searched under: its stem, and the word itself in lower case (a stemmer that cuts
 * 'كابانا' but not 'الكابانا' would otherwise part them). Both lose their accents, so 'Déjeuner' meets 'dejeuner'.
 */
export function formsOf(word: string, tools: LanguageTools): string[] {
  const lower = word.toLocaleLowerCase(tools.lang);
  return [...new Set([normal(tools.stem(lower)), normal(lower)])].filter((form) => form.length > 0);
}

/** The words of a text that carry its meaning (stop words left out), each as its forms, without repeats. */
export function contentWordsOf(text: string, tools: LanguageTools): string[][] {
  const seen = new Set<string>();
  const words: string[][] = [];
  for (const word of splitWords(text, tools.lang)) {
    if (tools.isStopWord(word.toLocaleLowerCase(tools.lang))) continue;
    const forms = formsOf(word, tools);
    const key = forms[0];
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    words.push(forms);
  }
  return words;
}
