import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test, expect } from '../support/fixtures';

const WEB = resolve(import.meta.dirname, '../../../dist/web');
/** renderer/vite.config.ts: vite-plugin-compression2 leaves out files under 1024 bytes, and index.html (it carries per-hotel boot data). */
const THRESHOLD = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * The guest app's hashed scripts and styles, which the compression plugin sees. The operator console is a build of
 * its own, and sw.js (about 1 KB) is written by vite-plugin-pwa in a pass after it.
 */
const compressible = () =>
  filesUnder(join(WEB, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file) && statSync(file).size >= THRESHOLD)
    .map((file) => relative(WEB, file));

/** One GET with the raw bytes as they came over the wire (fetch would decode them). */
const rawGet = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((ok, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => ok({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });

test.describe('the production build (npm run build:web)', () => {
  test('writes a brotli and a gzip twin beside every script and style of 1024 bytes or more, each the file itself', () => {
    expect(statSync(WEB, { throwIfNoEntry: false })?.isDirectory(), `${WEB} is missing: run npm run build:web first`).toBe(true);
    const files = compressible();
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const wrong = files.flatMap((file) => {
      const plain = readFileSync(join(WEB, file));
      const [br, gz] = [join(WEB, `${file}.br`), join(WEB, `${file}.gz`)] as const;
      if (!existsSync(br) || !existsSync(gz)) return [`${file}: no twin`];
      return brotliDecompressSync(readFileSync(br)).equals(plain) && gunzipSync(readFileSync(gz)).equals(plain) ? [] : [`${file}: a twin differs`];
    });
    expect(wrong).toEqual([]);
  });

  test("the demo server sends the largest script's brotli twin as the build wrote it, on the first request after a start", async ({ demo }, testInfo) => {
    const [largest] = compressible()
      .filter((file) => file.endsWith('.js'))
      .sort((a, b) => statSync(join(WEB, b)).size - statSync(join(WEB, a)).size);
    expect(largest).toBeDefined();
    const started = performance.now();
    const answer = await rawGet(demo.port, `/${largest}`, { 'accept-encoding': 'gzip, deflate, br' });
    const ms = Math.round(performance.now() - started);
    testInfo.annotations.push({ type: 'first request', description: `${largest} (${statSync(join(WEB, largest!)).size} bytes): ${ms} ms` });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(readFileSync(join(WEB, `${largest}.br`)))).toBe(true);
  });
});
