// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(resolve(import.meta.dirname, '../../server/static/remote-debug.js'), 'utf8');

type Debug = { stop(): void; entries(): { kind: string; message: string }[] };
const debug = () => (window as unknown as { stayRemoteDebug?: Debug }).stayRemoteDebug;
const panel = () => document.querySelector('[data-testid="remote-debug"]');
const run = () => new Function(SCRIPT)();

beforeEach(() => {
  history.replaceState(null, '', '/page/10');
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, level).mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.includes('missing') ? new Response('', { status: 404 }) : new Response('{}'))));
  run();
});
afterEach(() => {
  debug()?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the remote-debug script (service code 1171)', () => {
  it('shows an on-screen console with the page, the console output, failed requests and page changes', async () => {
    expect(panel()?.getAttribute('aria-label')).toBe('Remote debug');
    expect(panel()?.textContent).toContain('/page/10');
    console.warn('[stay] content hash not read');
    await fetch('/api/missing');
    history.pushState(null, '', '/orders');
    const seen = debug()!.entries().map((entry) => [entry.kind, entry.message]);
    expect(seen).toContainEqual(['warn', '[stay] content hash not read']);
    expect(seen).toContainEqual(['net', expect.stringMatching(/^GET \/api\/missing → 404 in \d+ ms$/)]);
    expect(seen).toContainEqual(['nav', '/orders']);
    expect(panel()?.textContent).toContain('[stay] content hash not read');
  });

  it('loads once, and on 1172 gives the console, fetch and history back and leaves no trace', () => {
    const wrappedFetch = window.fetch;
    const wrappedWarn = console.warn;
    run();
    expect(document.querySelectorAll('[data-testid="remote-debug"]')).toHaveLength(1);
    debug()!.stop();
    expect(panel()).toBeNull();
    expect(debug()).toBeUndefined();
    expect(window.fetch).not.toBe(wrappedFetch);
    expect(console.warn).not.toBe(wrappedWarn);
  });
});
