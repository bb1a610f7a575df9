import type { Passage } from './content-passages';

/** What the model answers when the passages do not answer the question; the app then keeps its own answer. */
export const NO_ANSWER = 'NO_ANSWER';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * The model may use the passages and nothing else. Figures are repeated as written, so the server can check each
 * one against the passages before the guest sees the answer.
 */
export function phraseMessages(hotelName: string, lang: string, question: string, passages: readonly Passage[]): ChatMessage[] {
  const system = [
    `You are the guest assistant of the hotel "${hotelName}".`,
    'Answer the guest using only the passages from the hotel’s own information that follow. Never use anything else you know.',
    `Write in the language with the code "${lang}", in at most three short sentences.`,
    'Repeat prices, times and other numbers exactly as the passages write them. Never add a price, time, number, rule or service the passages do not state.',
    `If the passages do not answer the question, reply with exactly ${NO_ANSWER}.`,
  ].join(' ');
  const user = [...passages.map((passage, at) => `Passage ${at + 1}:\n${passage.text}`), `Question: ${question}`].join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
