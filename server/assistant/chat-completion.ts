import type { AssistantModel } from '../hotels/hotel-file-schema';
import type { ChatMessage } from './phrase-prompt';

/** The longest answer taken from a model, in characters; a model that runs on is cut off, not trusted. */
export const ANSWER_MAX_CHARS = 1200;
const MAX_TOKENS = 300;

/**
 * One call to an OpenAI-compatible chat-completions endpoint, deterministic (temperature 0). The answer text, or
 * null when the endpoint fails, times out or answers another shape.
 */
export async function chatCompletion(model: AssistantModel, messages: readonly ChatMessage[], env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const key = model.apiKeyEnv ? env[model.apiKeyEnv] : undefined;
  let response: Response;
  try {
    response = await fetch(`${model.endpoint.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ model: model.model, messages, temperature: 0, max_tokens: MAX_TOKENS, stream: false }),
      signal: AbortSignal.timeout(model.timeoutMs),
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  const content = body?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() ? content.trim().slice(0, ANSWER_MAX_CHARS) : null;
}
