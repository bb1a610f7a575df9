import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@common/spec';
import { request } from './client';
import { ApiError } from './errors';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('request', () => {
  it('normalises an HTTP error to its status and the body message', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'no such hotel' }), { status: 404 }));
    const error = await request({ base: 'static', path: '/x/config.json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'no such hotel', kind: 'http' });
  });

  it('keeps the result code of an error body', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ result: 6, error: 'bad' }), { status: 400 }));
    const error = (await request({ base: 'api', path: '/registration' }).catch((e: unknown) => e)) as ApiError;
    expect(error.result).toBe(6);
  });

  it('turns a network failure into status 500', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ base: 'api', path: '/hotel' })).rejects.toMatchObject({ status: 500, kind: 'network' });
  });

  it('times out after the default 60 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const pending = request({ base: 'api', path: '/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 408, kind: 'timeout' });
  });

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const pending = request({ base: 'api', path: '/slow', timeoutMs: 2_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ status: 408 });
  });

  it('sends multipart fields and appends the query to a path that already has one', async () => {
    fetchMock.mockResolvedValue(new Response('{"result":0}'));
    await request({ base: 'api', path: '/token?101', query: { a: 1 }, body: { multipart: { sign: 's', skip: undefined } } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/token?101&a=1');
    const body = init?.body as FormData;
    expect(body.get('sign')).toBe('s');
    expect(body.has('skip')).toBe(false);
  });
});
