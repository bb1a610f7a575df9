import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../common/api/config';
import { createApp } from '../app';
import { createFixtureWebRoot, removeTempDirs, tempDataDir, tempDir } from '../test-support/fixture-resources';
import { DEMO_HOST, createTestApp } from '../test-support/test-app';
import { webFiles } from './web-files';

const { app, resourcesDir, webRoot, close } = createTestApp();
afterAll(close);

function bootScript(html: string): string | undefined {
  return /<script>(window\.__STAY_BOOT__=.*?)<\/script>/s.exec(html)?.[1];
}

describe('web app', () => {
  it('injects the hotel boot data and allows exactly that script by hash', async () => {
    const response = await app.inject({ url: '/', headers: DEMO_HOST });
    expect(response.headers['cache-control']).toBe('no-cache');
    const script = bootScript(response.body);
    expect(script).toBeDefined();
    const boot = JSON.parse(script!.slice('window.__STAY_BOOT__='.length)) as BootData;
    expect(boot).toMatchObject({ hotel: 'demo', identity: { id: 137, uid: 'demo-137' }, config: { apiUrl: '/api' } });
    expect(boot.languages.map((l) => l.code)).toEqual(['en', 'de']);
    const hash = createHash('sha256').update(script!).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' https://docs.google.com https://maps.example.com;");
    expect(csp).not.toContain('javascript:');
  });

  it('escapes < so hotel data cannot close the script, and keeps the data intact', async () => {
    const response = await app.inject({ url: '/', headers: DEMO_HOST });
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.body).not.toContain('<!--');
    const boot = JSON.parse(bootScript(response.body)!.slice('window.__STAY_BOOT__='.length)) as BootData;
    expect(boot.config.meta?.title).toBe('Demo </script><script>alert(1)</script><!--');
  });

  it('serves history routes from index.html, per hotel, and an IP host as the demo hotel', async () => {
    const seaside = await app.inject({ url: '/page/12?modalType=page', headers: { host: 'seaside.localhost' } });
    expect(bootScript(seaside.body)).toContain('"hotel":"seaside"');
    const ip = await app.inject({ url: '/information/result-payment', headers: { host: '127.0.0.1:8080' } });
    expect(bootScript(ip.body)).toContain('"hotel":"demo"');
  });

  it('leaves boot data out for an unknown hotel', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'nowhere.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(bootScript(response.body)).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('sends the files the build compressed as they are, by the Accept-Encoding', async () => {
    const file = (name: string) => readFileSync(join(webRoot, 'assets', name));
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect([br.headers['content-encoding'], br.headers['content-type']]).toEqual(['br', 'application/javascript; charset=utf-8']);
    expect(br.rawPayload.equals(file('index-abc123.js.br'))).toBe(true);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(file('index-abc123.js.gz'))).toBe(true);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file('index-abc123.js'))).toBe(true);
  });

  it('sends a twin the build wrote byte for byte, compressing nothing of it at request time', async () => {
    const root = createFixtureWebRoot();
    const entry = `console.log(${JSON.stringify('entry '.repeat(70_000))});`;
    // Twins no request-time compressor would make: a build at other settings. Exact bytes back prove they went as they are.
    const br = brotliCompressSync(`${entry}//built`, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } });
    const gz = gzipSync(`${entry}//built`, { level: 1 });
    writeFileSync(join(root, 'assets', 'entry-420kb.js'), entry);
    writeFileSync(join(root, 'assets', 'entry-420kb.js.br'), br);
    writeFileSync(join(root, 'assets', 'entry-420kb.js.gz'), gz);
    const built = createTestApp({ webRoot: root });
    try {
      const asBr = await built.app.inject({ url: '/assets/entry-420kb.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect([asBr.statusCode, asBr.headers['content-encoding']]).toEqual([200, 'br']);
      expect(asBr.rawPayload.equals(br)).toBe(true);
      const asGzip = await built.app.inject({ url: '/assets/entry-420kb.js', headers: { 'accept-encoding': 'gzip' } });
      expect(asGzip.headers['content-encoding']).toBe('gzip');
      expect(asGzip.rawPayload.equals(gz)).toBe(true);
    } finally {
      await built.close();
      removeTempDirs([root]);
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect((await app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('never serves hidden files or anything outside the web root', async () => {
    expect(bootScript((await app.inject({ url: '/.env' })).body)).toBeDefined();
    expect(webFiles(webRoot).exists('/../package.json')).toBeUndefined();
    expect(webFiles(join(webRoot, 'assets')).exists('/../index.html')).toBeUndefined();
    expect(webFiles(webRoot).exists('/index.html')).toBe('/index.html');
    expect((await app.inject({ url: '/assets/.hidden.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('answers odd paths under a file and over-long segments with the app, never 500', async () => {
    for (const url of ['/index.html/x', '/sw.js/x/y', `/${'a'.repeat(256)}`, `/assets/${'b'.repeat(300)}.js`, `/${'é'.repeat(200)}`]) {
      const response = await app.inject({ url, headers: DEMO_HOST });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect(bootScript((await app.inject({ url: '/index.html/x', headers: DEMO_HOST })).body)).toBeDefined();
  });

  it('may not be framed by another origin', async () => {
    const response = await app.inject({ url: '/', headers: DEMO_HOST });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const unknown = await app.inject({ url: '/', headers: { host: 'nowhere.localhost' } });
    expect(String(unknown.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('keeps the backend prefixes out of the history fallback', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect([response.statusCode, response.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  it('asks for a build when the web root does not exist', async () => {
    const [dataDir, emptyDir] = [tempDataDir(), tempDir('empty')];
    const bare = createApp({ dataDir, resourcesDir, webRoot: join(emptyDir, 'none') });
    const response = await bare.inject({ url: '/' });
    await bare.close();
    removeTempDirs([dataDir, emptyDir]);
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build:web');
  });
});
