import { vi } from 'vitest';

/** An answer, or a promise of one (a slow server whose answer arrives after a later request's). */
export type Reply = (body: Record<string, unknown>) => unknown;

/** Test double for the network: answers by path, records every call's path and JSON or form body. */
export function stubBackend(replies: Record<string, Reply>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://demo.localhost').pathname;
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : init?.body instanceof URLSearchParams
            ? Object.fromEntries(init.body)
            : {};
      calls.push({ path, body });
      const reply = replies[path];
      return reply ? new Response(JSON.stringify(await reply(body))) : new Response('{"error":"not found"}', { status: 404 });
    }),
  );
  return { calls, called: (path: string) => calls.filter((call) => call.path === path) };
}
