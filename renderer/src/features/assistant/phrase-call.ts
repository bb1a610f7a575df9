import { ASSISTANT_PHRASE_TIMEOUT_MS, ASSISTANT_RESULT, assistantPaths, type AssistantPhraseRequest, type AssistantPhraseResponse } from '@common/api';
import { request } from '@renderer/lib/api/client';
import { log } from '@renderer/lib/log';

/** `POST {api}/assistant/phrase`: the hotel's model phrases the answer from the named documents, or null. */
export async function phraseAnswer(body: AssistantPhraseRequest): Promise<string | null> {
  try {
    const answer = await request<AssistantPhraseResponse>({ base: 'api', path: assistantPaths.phrase, body: { json: body }, timeoutMs: ASSISTANT_PHRASE_TIMEOUT_MS });
    if (answer?.result === ASSISTANT_RESULT.ok && typeof answer.answer === 'string' && answer.answer.trim()) return answer.answer.trim();
    log('info', `assistant phrasing answered ${answer?.result}`);
  } catch (error) {
    log('warn', 'assistant phrasing failed', error);
  }
  return null;
}
