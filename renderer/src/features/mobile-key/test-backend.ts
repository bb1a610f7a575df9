import { vi } from 'vitest';

export interface FormCall {
  path: string;
  fields: Record<string, string>;
}

/** The network for mobile key tests: form posts by path, answered by a reply per path (null: an empty 200). */
export function formBackend(replies: Record<string, (fields: Record<string, string>) => unknown>) {
  const calls: FormCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://demo.localhost').pathname;
      const fields = Object.fromEntries(init?.body instanceof URLSearchParams ? init.body : new URLSearchParams());
      calls.push({ path, fields });
      const reply = replies[path];
      if (!reply) return new Response('{"error":"not found"}', { status: 404 });
      const body = reply(fields);
      return body === null ? new Response('') : new Response(JSON.stringify(body));
    }),
  );
  return { calls, to: (path: string) => calls.filter((call) => call.path === path) };
}
