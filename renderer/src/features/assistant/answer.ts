import type { AssistantIndex, Hit } from './search-index';

/**
 * When the best document matches less than half of what the guest asked, the content does not answer it: the
 * question goes to reception instead of a guess.
 */
export const MIN_COVERAGE = 0.4;
/** Other documents worth a link beside the answer score at least this share of the best one. */
const RELATED_SHARE = 0.6;
const RELATED_MAX = 2;
/** A quote of whole sentences stops growing past this many characters. */
const QUOTE_MAX_CHARS = 320;

export interface Answer {
  question: string;
  /** `found`: the content answers it; `unsure`: it is offered to reception. */
  status: 'found' | 'unsure';
  hit?: Hit;
  /** Sentences of the page, verbatim, in the page's order. */
  quote: string[];
  related: Hit[];
}

const overlaps = (a: string, b: string): boolean => a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b));

/** The sentences that share the most words with the question, in the page's order; the first one when none do. */
export function chooseQuote(sentences: readonly string[], asked: readonly string[][], wordsOf: (text: string) => string[][]): string[] {
  if (sentences.length === 0) return [];
  const scored = sentences.map((sentence, at) => {
    const forms = wordsOf(sentence).flat();
    return { at, score: asked.filter((word) => word.some((form) => forms.some((other) => overlaps(form, other)))).length };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.at - b.at);
  const best = ranked[0]!;
  if (best.score === 0) return [sentences[0]!];
  const chosen = [best.at];
  let length = sentences[best.at]!.length;
  for (const next of ranked.slice(1)) {
    if (next.score < best.score || length + sentences[next.at]!.length > QUOTE_MAX_CHARS) break;
    chosen.push(next.at);
    length += sentences[next.at]!.length;
  }
  return chosen.sort((a, b) => a - b).map((at) => sentences[at]!);
}

/** The answer the content gives: the best page, what it says about the question, and pages close behind it. */
export function answerQuestion(index: AssistantIndex, question: string): Answer {
  const hits = index.search(question);
  const top = hits[0];
  if (!top || top.coverage < MIN_COVERAGE) return { question, status: 'unsure', quote: [], related: [] };
  const asked = index.words(question);
  const related = hits
    .slice(1)
    .filter((hit) => hit.score >= top.score * RELATED_SHARE && hit.doc.pageId !== top.doc.pageId)
    .slice(0, RELATED_MAX);
  return { question, status: 'found', hit: top, quote: chooseQuote(top.doc.sentences, asked, index.words), related };
}
