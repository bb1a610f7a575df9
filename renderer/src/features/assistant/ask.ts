import type { Currency } from '@common/api';
import { ASSISTANT_DOCS_MAX } from '@common/api';
import { ungroundedFigures } from '@common/assistant/grounding';
import { passageText } from '@common/assistant/passages';
import { answerQuestion, type Answer } from './answer';
import { useConversationStore } from './conversation-store';
import { phraseAnswer } from './phrase-call';
import type { AssistantIndex, IndexedDoc } from './search-index';

export interface AskOptions {
  /** The hotel's backend phrases answers (config `assistantPhrasing`). */
  phrasing: boolean;
  lang: string;
  currency: Currency | undefined;
}

/** Only the content's own pages and list items are phrased; the bill, the orders and screens are shown as they are. */
const isContent = (doc: IndexedDoc) => doc.id.startsWith('page:') || doc.id.startsWith('item:');

export function docsToPhrase(answer: Answer): IndexedDoc[] {
  if (answer.status !== 'found' || !answer.hit || !isContent(answer.hit.doc)) return [];
  return [answer.hit.doc, ...answer.related.map((hit) => hit.doc).filter(isContent)].slice(0, ASSISTANT_DOCS_MAX);
}

/**
 * Answers at once from the search; where the hotel has a model, its wording follows and is shown only if every
 * figure in it (a price, an hour) is one the passages or the question give.
 */
export function ask(question: string, index: AssistantIndex, options: AskOptions): number {
  const answer = answerQuestion(index, question);
  const docs = options.phrasing ? docsToPhrase(answer) : [];
  const store = useConversationStore.getState();
  const id = store.add(answer, docs.length > 0 ? { state: 'pending' } : undefined);
  if (docs.length > 0) {
    void phraseAnswer({ lang: options.lang, question, docs: docs.map((doc) => doc.id) }).then((text) => {
      const sources = [question, ...docs.map((doc) => passageText(doc, options.currency))];
      const grounded = text !== null && ungroundedFigures(text, sources).length === 0;
      useConversationStore.getState().setPhrasing(id, grounded ? { state: 'done', text } : { state: 'failed' });
    });
  }
  return id;
}
