import type { QueueCursor, QueueMessage } from '@common/api/realtime';

export interface PollResult {
  /** The sealed texts, in order. */
  sealed: string[];
  cursor: QueueCursor | null;
}

/** A held poll that ended without news: push-stream answers 304, Nchan 408. */
export const isPollTimeout = (status: number): boolean => status === 304 || status === 408;

const sealedOf = (value: unknown): string | null => {
  const text = (value as { text?: unknown } | null)?.text ?? value;
  const c = typeof text === 'string' ? safeJson(text) : text;
  const sealed = (c as { c?: unknown } | null)?.c;
  return typeof sealed === 'string' ? sealed : null;
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads a 200 answer of either engine: push-stream's JSON list of messages (cursor in the last message), or
 * Nchan's raw messages one per line (cursor in `Last-Modified` and `Etag`). Headers win where both exist.
 */
export function readPollAnswer(body: string, headers: { get(name: string): string | null }): PollResult {
  const parsed = safeJson(body);
  let sealed: string[];
  let cursor: QueueCursor | null = null;
  if (Array.isArray(parsed)) {
    const messages = parsed as Partial<QueueMessage>[];
    sealed = messages.map(sealedOf).filter((c): c is string => c !== null);
    const last = messages.at(-1);
    if (last && typeof last.time === 'string' && Number.isInteger(last.tag)) cursor = { time: last.time, tag: last.tag as number };
  } else {
    sealed = body
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => sealedOf(safeJson(line)))
      .filter((c): c is string => c !== null);
  }
  const time = headers.get('last-modified');
  const tag = Number((headers.get('etag') ?? '').replace(/^W\//, '').replace(/"/g, ''));
  if (time && !Number.isNaN(Date.parse(time)) && Number.isInteger(tag) && tag >= 0) cursor = { time, tag };
  return { sealed, cursor };
}
