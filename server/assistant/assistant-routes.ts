import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASSISTANT_DOCS_MAX, ASSISTANT_QUESTION_MAX_CHARS, ASSISTANT_RESULT, assistantPaths, type AssistantPhraseResponse } from '../../common/api/assistant';
import { HOST_PREFIX } from '../../common/api/paths';
import { ungroundedFigures } from '../../common/assistant/grounding';
import type { AppContext } from '../app-context';
import { slidingWindow } from '../http/sliding-window';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { chatCompletion } from './chat-completion';
import { contentPassages } from './content-passages';
import { NO_ANSWER, phraseMessages } from './phrase-prompt';

/** Each device may have this many answers phrased per minute: a guest asks a few, a script asking hundreds is cut off. */
export const PHRASES_PER_MINUTE = 20;

const phraseBody = z.object({
  lang: z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/i),
  question: requiredText(ASSISTANT_QUESTION_MAX_CHARS),
  docs: z.array(z.string().regex(/^(page|item):\d{1,9}$/)).min(1).max(ASSISTANT_DOCS_MAX),
});

const reply = (result: number, answer?: string): AssistantPhraseResponse => (answer === undefined ? { result } : { result, answer });

/**
 * `POST {api}/assistant/phrase`: the hotel's model phrases an answer from passages of the hotel's own content,
 * which the server builds from the document ids. An answer naming a figure the passages do not give is withheld.
 */
export function registerAssistantRoutes(app: FastifyInstance, ctx: AppContext, limit = slidingWindow(PHRASES_PER_MINUTE, 60_000)): void {
  const codes = { badInput: ASSISTANT_RESULT.incorrectData, failure: ASSISTANT_RESULT.other };
  app.post(HOST_PREFIX.api + assistantPaths.phrase, { config: { resultCodes: codes } }, async (request, res) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(res, ASSISTANT_RESULT.incorrectData);
    const body = parseWith(phraseBody, request.body);
    if (!body.ok) return replyBadInput(res, body.reason, ASSISTANT_RESULT.incorrectData);
    if (!hotel.assistant) return reply(ASSISTANT_RESULT.unavailable);
    const { lang, question, docs } = body.data;
    const known = contentPassages(hotel, lang.toLowerCase());
    const passages = docs.map((id) => known?.get(id)).filter((passage) => passage !== undefined);
    if (passages.length === 0) return reply(ASSISTANT_RESULT.incorrectData);
    if (!limit.take(`${hotel.id}|${request.ip}`)) return reply(ASSISTANT_RESULT.tooMany);

    const answer = await chatCompletion(hotel.assistant, phraseMessages(hotel.config.meta?.title ?? hotel.name, lang, question, passages));
    if (answer === null) return reply(ASSISTANT_RESULT.unavailable);
    if (answer.includes(NO_ANSWER)) return reply(ASSISTANT_RESULT.ungrounded);
    const strays = ungroundedFigures(answer, [question, ...passages.map((passage) => passage.text)]);
    if (strays.length > 0) {
      request.log.info({ strays }, 'assistant answer named figures the passages do not give');
      return reply(ASSISTANT_RESULT.ungrounded);
    }
    return reply(ASSISTANT_RESULT.ok, answer);
  });
}
