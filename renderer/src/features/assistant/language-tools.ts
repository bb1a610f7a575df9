/*
 * Per-language word tools, each language its own small chunk: a Snowball stemmer (@orama/stemmers) and a
 * stop-word list (stopword). A language without one keeps its words as they are; Chinese needs no stemming.
 */
import { log } from '@renderer/lib/log';

type Stem = (word: string) => string;

const STEMMERS: Readonly<Record<string, () => Promise<{ stemmer: Stem }>>> = {
  en: () => import('@orama/stemmers/english'),
  ru: () => import('@orama/stemmers/russian'),
  de: () => import('@orama/stemmers/german'),
  fr: () => import('@orama/stemmers/french'),
  es: () => import('@orama/stemmers/spanish'),
  it: () => import('@orama/stemmers/italian'),
  ar: () => import('@orama/stemmers/arabic'),
  nl: () => import('@orama/stemmers/dutch'),
  pt: () => import('@orama/stemmers/portuguese'),
  tr: () => import('@orama/stemmers/turkish'),
  uk: () => import('@orama/stemmers/ukrainian'),
  sv: () => import('@orama/stemmers/swedish'),
  fi: () => import('@orama/stemmers/finnish'),
  da: () => import('@orama/stemmers/danish'),
  no: () => import('@orama/stemmers/norwegian'),
  hu: () => import('@orama/stemmers/hungarian'),
  ro: () => import('@orama/stemmers/romanian'),
  el: () => import('@orama/stemmers/greek'),
};

const STOP_WORDS: Readonly<Record<string, () => Promise<readonly string[]>>> = {
  en: () => import('stopword').then((m) => m.eng),
  ru: () => import('stopword').then((m) => m.rus),
  de: () => import('stopword').then((m) => m.deu),
  fr: () => import('stopword').then((m) => m.fra),
  es: () => import('stopword').then((m) => m.spa),
  it: () => import('stopword').then((m) => m.ita),
  ar: () => import('stopword').then((m) => m.ara),
  zh: () => import('stopword').then((m) => m.zho),
};

/**
 * Question words the stop-word lists keep but a guest's question always has: they say what kind of answer is
 * wanted (an hour, a price), never which page has it.
 */
const QUESTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['when', 'what', 'which', 'does', 'please', 'tell', 'need', 'want', 'would', 'like', 'there', 'time'],
  ru: ['какой', 'какая', 'какие', 'каком', 'нужно', 'хочу', 'пожалуйста', 'скажите', 'подскажите', 'ли', 'можно', 'во', 'есть'],
  de: ['wann', 'welche', 'welcher', 'bitte', 'brauche', 'möchte', 'gibt', 'kann', 'ich'],
  fr: ['quand', 'quel', 'quelle', 'quels', 'est-ce', "s'il", 'plaît', 'voudrais'],
  es: ['cuándo', 'cuál', 'qué', 'por', 'favor', 'quiero', 'necesito'],
  it: ['quando', 'quale', 'quali', 'per', 'favore', 'vorrei'],
};

export interface LanguageTools {
  lang: string;
  stem: Stem;
  isStopWord: (word: string) => boolean;
}

const loaded = new Map<string, Promise<LanguageTools>>();

/** The stemmer and stop words of a language code ('de', 'pt-BR' uses 'pt'), loaded once. */
export function languageTools(code: string): Promise<LanguageTools> {
  const lang = code.toLowerCase().split(/[-_]/)[0] ?? code;
  let tools = loaded.get(lang);
  if (!tools) {
    // A chunk that fails to load leaves the words unstemmed: the search gets worse, the screen still works.
    const quietly = <T,>(load: (() => Promise<T>) | undefined) =>
      load?.().catch((error: unknown) => {
        log('warn', `assistant word tools for ${lang} did not load`, error);
        return undefined;
      });
    tools = Promise.all([quietly(STEMMERS[lang]), quietly(STOP_WORDS[lang])]).then(([stemmer, stopWords]) => {
      const stop = new Set([...(stopWords ?? []), ...(QUESTION_WORDS[lang] ?? [])]);
      return { lang, stem: stemmer?.stemmer ?? ((word: string) => word), isStopWord: (word: string) => stop.has(word) };
    });
    loaded.set(lang, tools);
  }
  return tools;
}
