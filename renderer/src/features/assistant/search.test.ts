import { describe, expect, it } from 'vitest';
import type { AssistantDoc } from '@common/assistant/documents';
import { en } from '@renderer/locales/en';
import { answerQuestion, chooseQuote } from './answer';
import { billDoc, withKeywords } from './keywords';
import { languageTools } from './language-tools';
import { createIndex } from './search-index';

const doc = (id: number, title: string, sentences: string[], extra: Partial<AssistantDoc> = {}): AssistantDoc => ({
  id: `page:${id}`, kind: 'page', pageId: id, title, sentences, context: '', ...extra,
});
const DOCS: AssistantDoc[] = [
  doc(171, 'Breakfast buffet', ['Our breakfast buffet is served from 07:00 to 10:30.', 'Children under 6 eat for free.']),
  doc(150, 'Check-out', ['Check-out is until 12:00.', 'A late check-out until 15:00 costs €30.']),
  doc(30, 'Spa', ['A full-body massage with warm oils.'], { kind: 'service', price: 45, hours: '09:00-21:00' }),
  doc(60, 'Wake-up call', ['Tell us when to wake you.'], { kind: 'wakeup' }),
  doc(20, 'Restaurant', ['All-day dining.'], { kind: 'shop', hours: '07:00-23:00' }),
  { id: 'menu:16', kind: 'screen', title: 'Messages', sentences: [], context: '', menu: { type: 'messages', link: 'messages' } },
];

async function index(docs = DOCS) {
  return createIndex(withKeywords(docs, en.assistant.keywords), await languageTools('en'));
}

describe('assistant search', () => {
  it('answers with the page that covers the question, quoting its matching sentence', async () => {
    const answer = answerQuestion(await index(), 'How much is a late checkout?');
    expect(answer.status).toBe('found');
    expect(answer.hit?.doc.id).toBe('page:150');
    expect(answer.quote).toEqual(['A late check-out until 15:00 costs €30.']);
  });

  it('finds a page by what it offers: opening hours for "when", the wake-up call, the messages for reception', async () => {
    const idx = await index();
    expect(answerQuestion(idx, 'What time does the restaurant open?').hit?.doc.id).toBe('page:20');
    expect(answerQuestion(idx, 'Please wake me up tomorrow morning').hit?.doc.id).toBe('page:60');
    expect(answerQuestion(idx, 'How do I contact reception?').hit?.doc.id).toBe('menu:16');
  });

  it('offers to reception what the content does not cover, rather than guessing', async () => {
    const idx = await index();
    for (const question of ['Is there a casino nearby?', 'Do you rent bicycles?', 'Is there a hairdresser in the hotel?', '???']) {
      expect(answerQuestion(idx, question).status, question).toBe('unsure');
    }
  });

  it('forgives a typo in a word the content does not know, but a typo alone is not an answer', async () => {
    const idx = await index();
    expect(answerQuestion(idx, 'breakfst buffet').hit?.doc.id).toBe('page:171');
    expect(answerQuestion(idx, 'massage').hit?.doc.id).toBe('page:30');
    expect(answerQuestion(idx, 'message').hit?.doc.id).toBe('menu:16');
    expect(answerQuestion(idx, 'massages').hit?.doc.id).toBe('page:30');
  });

  it('knows the bill only for a guest who has one', async () => {
    const guest = await index([...DOCS, billDoc('Your bill')]);
    expect(answerQuestion(guest, 'What is on my bill?').hit?.doc.id).toBe('app:bill');
    expect(answerQuestion(await index(), 'What is on my bill?').status).toBe('unsure');
  });

  it('quotes whole sentences in the page order, the first one when none shares a word', () => {
    const words = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean).map((word) => [word]);
    const sentences = ['The pool opens at 07:00.', 'The sauna opens at 15:00.', 'Towels are there.'];
    expect(chooseQuote(sentences, [['sauna']], words)).toEqual(['The sauna opens at 15:00.']);
    expect(chooseQuote(sentences, [['opens']], words)).toEqual(['The pool opens at 07:00.', 'The sauna opens at 15:00.']);
    expect(chooseQuote(sentences, [['gym']], words)).toEqual(['The pool opens at 07:00.']);
    expect(chooseQuote([], [['gym']], words)).toEqual([]);
  });
});
