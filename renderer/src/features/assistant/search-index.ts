import MiniSearch from 'minisearch';
import type { AssistantDoc } from '@common/assistant/documents';
import type { LanguageTools } from './language-tools';
import { contentTermsOf, splitWords, termOf } from './tokenize';

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
  /** The question's terms it matched. */
  matched: string[];
}

export interface AssistantIndex {
  lang: string;
  size: number;
  /** Best first. */
  search: (question: string) => Hit[];
  /** The meaningful terms of a text as the index reads them (quotes are chosen with the same words). */
  terms: (text: string) => string[];
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
    const words = splitWords(`${doc.title}\n${doc.text}\n${doc.context}\n${doc.keywords}`, tools.lang).map((word) => termOf(word, tools));
    for (const term of new Set(words)) if (term) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  // BM25's rarity of a term; a word the content never uses counts as rare as one it uses once.
  const rarity = (term: string) => {
    const df = Math.max(1, documentFrequency.get(term) ?? 0);
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };
  // A typo is forgiven only in a word the content does not know: 'massage' must never become 'message'.
  const fuzzy = (term: string) => (term.length >= 5 && !documentFrequency.has(term) ? 0.2 : 0);

  const search = new MiniSearch<Fields>({
    fields: ['title', 'text', 'context', 'keywords'],
    tokenize: (text) => splitWords(text, tools.lang),
    processTerm: (word) => termOf(word, tools),
    searchOptions: { boost: BOOST, prefix, fuzzy, combineWith: 'OR' },
  });
  search.addAll(fields);

  return {
    lang: tools.lang,
    size: docs.length,
    terms: (text) => contentTermsOf(text, tools),
    search: (question) => {
      const asked = contentTermsOf(question, tools);
      if (asked.length === 0) return [];
      const total = asked.reduce((sum, term) => sum + rarity(term), 0);
      return search
        .search(question)
        .map((result) => {
          const matched = asked.filter((term) => result.queryTerms.includes(term));
          const coverage = matched.reduce((sum, term) => sum + rarity(term), 0) / total;
          return { doc: docs[result.id as number] as IndexedDoc, score: result.score * coverage * coverage, coverage, matched };
        })
        .filter((hit) => hit.matched.length > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}
