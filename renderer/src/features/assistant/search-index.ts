import MiniSearch from 'minisearch';
import type { AssistantDoc } from '@common/assistant/documents';
import type { LanguageTools } from './language-tools';
import { contentWordsOf, formsOf, splitWords } from './tokenize';

/** A searchable document: the content's, or one the app adds for its own screens (the bill, the orders). */
export interface IndexedDoc extends AssistantDoc {
  /** Words a guest may use for it that its text does not contain (an app screen's names for itself). */
  keywords?: string;
}

export interface Hit {
  doc: IndexedDoc;
  /** MiniSearch's BM25 score times the square of the coverage: a page that answers all of it beats one that echoes a word. */
  score: number;
  /** How much of the question this document matched, 0..1: the question's words weighted by their rarity. */
  coverage: number;
  /** The question's words it matched, each as its first form (the stem). */
  matched: string[];
}

export interface AssistantIndex {
  lang: string;
  size: number;
  /** Best first. */
  search: (question: string) => Hit[];
  /** The meaningful words of a text, each as the forms the index reads (quotes are chosen with the same words). */
  words: (text: string) => string[][];
}

interface Fields {
  id: number;
  title: string;
  text: string;
  context: string;
  keywords: string;
}

/** Titles say what a page is about; a product's shop and category, and a screen's other names, say less. */
const BOOST = { title: 3, keywords: 2, context: 1.2, text: 1 };
/** Words of four letters or more also match as the start of a longer word (German compounds: Frühstücksbuffet). */
const prefix = (term: string) => term.length >= 4;

/** A MiniSearch index over the documents, with the language's word splitting and stemming. */
export function createIndex(docs: readonly IndexedDoc[], tools: LanguageTools): AssistantIndex {
  const fields = docs.map((doc, id) => ({ id, title: doc.title, text: doc.sentences.join('\n'), context: doc.context, keywords: doc.keywords ?? '' }));
  const documentFrequency = new Map<string, number>();
  for (const doc of fields) {
    const forms = splitWords(`${doc.title}\n${doc.text}\n${doc.context}\n${doc.keywords}`, tools.lang).flatMap((word) => formsOf(word, tools));
    for (const form of new Set(forms)) documentFrequency.set(form, (documentFrequency.get(form) ?? 0) + 1);
  }
  // BM25's rarity of a word (of its commonest form); a word the content never uses counts as rare as one it uses once.
  const rarity = (forms: readonly string[]) => {
    const df = Math.max(1, ...forms.map((form) => documentFrequency.get(form) ?? 0));
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };
  // A typo is forgiven only in a word the content does not know: 'massage' must never become 'message'.
  const fuzzy = (term: string) => (term.length >= 5 && !documentFrequency.has(term) ? 0.2 : 0);

  const search = new MiniSearch<Fields>({
    fields: ['title', 'text', 'context', 'keywords'],
    tokenize: (text) => splitWords(text, tools.lang),
    processTerm: (word) => formsOf(word, tools),
    searchOptions: { boost: BOOST, prefix, fuzzy, combineWith: 'OR' },
  });
  search.addAll(fields);

  return {
    lang: tools.lang,
    size: docs.length,
    words: (text) => contentWordsOf(text, tools),
    search: (question) => {
      const asked = contentWordsOf(question, tools);
      if (asked.length === 0) return [];
      const total = asked.reduce((sum, forms) => sum + rarity(forms), 0);
      return search
        .search(question)
        .map((result) => {
          const matched = asked.filter((forms) => forms.some((form) => result.queryTerms.includes(form)));
          // A word found only through a forgiven typo counts half: it may be the guest's typo or another word.
          const exact = (forms: readonly string[]) => forms.some((form) => result.terms.some((term) => term.startsWith(form)));
          const coverage = matched.reduce((sum, forms) => sum + rarity(forms) * (exact(forms) ? 1 : 0.5), 0) / total;
          const hit: Hit = { doc: docs[result.id as number] as IndexedDoc, score: result.score * coverage * coverage, coverage, matched: matched.map((forms) => forms[0]!) };
          return hit;
        })
        .filter((hit) => hit.matched.length > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}
