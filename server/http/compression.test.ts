import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPaths, HOST_PREFIX } from '../../common/api/paths';
import { createFixtureWebRoot, removeTempDirs } from '../test-support/fixture-resources';
import { createTestApp, DEMO_HOST } from '../test-support/test-app';

const { app, close } = createTestApp();
afterAll(close);

const structure = `${HOST_PREFIX.content}${contentPaths.structure('demo-137', 'en')}`;

describe('runtime compression of answers made per request', () => {
  it('prefers brotli, then gzip, and honours q=0', async () => {
    const plain = await app.inject({ url: structure });
    const br = await app.inject({ url: structure, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: structure, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await app.inject({ url: structure, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the page with its boot data, which differs per hotel', async () => {
    const webRoot = createFixtureWebRoot(`<!doctype html><html><head><!--stay-boot--></head><body>${'<p>x</p>'.repeat(200)}</body></html>`);
    const big = createTestApp({ webRoot });
    const page = await big.app.inject({ url: '/', headers: { ...DEMO_HOST, 'accept-encoding': 'br' } });
    await big.close();
    removeTempDirs([webRoot]);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('window.__STAY_BOOT__=');
  });
});
