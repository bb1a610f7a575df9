/*
 * The room assistant's one backend call (ours, not in the spec): a hotel whose backend has a language model behind
 * it phrases an answer from passages of its own content. The app names the documents; the backend builds their
 * passages from its own structure file, so the model never reads text a guest supplied other than the question.
 */
export const assistantPaths = {
  phrase: '/assistant/phrase',
} as const;

/** Longest question the backend takes, in characters. */
export const ASSISTANT_QUESTION_MAX_CHARS = 300;
/** Most documents one answer is phrased from. */
export const ASSISTANT_DOCS_MAX = 3;
/** How long the app waits for a phrased answer before it keeps the answer it found itself. */
export const ASSISTANT_PHRASE_TIMEOUT_MS = 20_000;

export const ASSISTANT_RESULT = {
  ok: 0,
  incorrectData: 1,
  /** The model's answer named a figure the passages do not give, or said it could not answer: not shown. */
  ungrounded: 2,
  /** The hotel has no model, or it did not answer in time. */
  unavailable: 3,
  tooMany: 4,
  other: 9,
} as const;

export interface AssistantPhraseRequest {
  /** The content language: `struct_{lang}.json` is read. */
  lang: string;
  question: string;
  /** Document ids as the app builds them (`page:{id}`, `item:{id}`), best first. */
  docs: string[];
}

export interface AssistantPhraseResponse {
  result: number;
  answer?: string;
}
