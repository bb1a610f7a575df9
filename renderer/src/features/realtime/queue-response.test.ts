import { describe, expect, it } from 'vitest';
import { isPollTimeout, readPollAnswer } from './queue-response';

const headers = (entries: Record<string, string> = {}) => new Headers(entries);

describe('reading a poll answer', () => {
  it("reads push-stream's list, the cursor from its last message", () => {
    const body = JSON.stringify([
      { id: 1, channel: 'c', tag: 0, time: 'Mon, 23 Nov 2026 10:00:00 GMT', text: { c: 'one' } },
      { id: 2, channel: 'c', tag: 1, time: 'Mon, 23 Nov 2026 10:00:00 GMT', text: { c: 'two' } },
    ]);
    expect(readPollAnswer(body, headers())).toEqual({ sealed: ['one', 'two'], cursor: { time: 'Mon, 23 Nov 2026 10:00:00 GMT', tag: 1 } });
  });

  it("reads Nchan's raw messages one per line, the cursor from Last-Modified and Etag", () => {
    const result = readPollAnswer('{"c":"one"}\n{"c":"two"}\n', headers({ 'last-modified': 'Mon, 23 Nov 2026 10:00:05 GMT', etag: '"3"' }));
    expect(result).toEqual({ sealed: ['one', 'two'], cursor: { time: 'Mon, 23 Nov 2026 10:00:05 GMT', tag: 3 } });
  });

  it('skips what is not a sealed message and keeps no cursor from junk headers', () => {
    expect(readPollAnswer('garbage\n{"x":1}\n{"c":"ok"}', headers({ 'last-modified': 'never', etag: 'x' }))).toEqual({ sealed: ['ok'], cursor: null });
    expect(readPollAnswer('[{"text":{"c":5}},null]', headers())).toEqual({ sealed: [], cursor: null });
  });

  it('takes both timeouts: 304 (push-stream) and 408 (Nchan)', () => {
    expect([304, 408, 200, 500].map(isPollTimeout)).toEqual([true, true, false, false]);
  });
});
