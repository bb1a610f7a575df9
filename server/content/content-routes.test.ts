import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../common/api/paths';
import type { Structure } from '../../common/api/content';
import { createApp } from '../app';
import { removeTempDirs, tempDataDir } from '../test-support/fixture-resources';
import { createTestApp } from '../test-support/test-app';

const { app, resourcesDir, close } = createTestApp();
afterAll(close);
const content = (path: string) => `/content${path}`;

describe('content host', () => {
  it('serves the language list and the structure files per language', async () => {
    expect((await app.inject({ url: content(contentPaths.languages('demo-137')) })).json()).toEqual([
      { code: 'en', title: 'EN' },
      { code: 'de', title: 'DE' },
    ]);
    const structure = (await app.inject({ url: content(contentPaths.structure('demo-137', 'de')) })).json<Structure>();
    expect(structure.pages.id_1?.title).toBe('de page 1');
    const shop = await app.inject({ url: content(contentPaths.structure('seaside-204', 'fr', 'Shop')) });
    expect(shop.json()).toEqual({ shops: {} });
  });

  it('serves channels, radio, TV guide and media', async () => {
    expect((await app.inject({ url: content(contentPaths.channels('demo-137')) })).json()).toHaveLength(1);
    expect((await app.inject({ url: content(contentPaths.radio('demo-137')) })).json()).toEqual([]);
    expect((await app.inject({ url: content(contentPaths.epg('demo-137')) })).json()).toEqual({});
    const logo = await app.inject({ url: '/content/seaside-204/media/logo.svg' });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('seaside');
  });

  it('answers HEAD on a structure file 200 only where it exists', async () => {
    const present = await app.inject({ method: 'HEAD', url: content(contentPaths.structure('demo-137', 'en')) });
    expect(present.statusCode).toBe(200);
    expect(present.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: content(contentPaths.structure('demo-137', 'fr')) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: content(contentPaths.structure('seaside-204', 'fr')) })).statusCode).toBe(200);
  });

  it('keeps hotels apart and rejects an unknown hotel', async () => {
    expect((await app.inject({ url: '/content/demo-137/c/struct/struct_fr.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/content/seaside-204/media/logo.svg' })).body).not.toContain('demo');
    const unknown = await app.inject({ url: '/content/nowhere-1/c/lang.json' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Hotel was not set' }]);
  });

  it('compresses large text with brotli or gzip as the client accepts, and revalidates by ETag', async () => {
    const url = content(contentPaths.structure('demo-137', 'en'));
    const plain = await app.inject({ url });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['cache-control']).toBe('no-cache');
    const revalidated = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    const small = await app.inject({ url: content(contentPaths.epg('demo-137')), headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('publishes a content hash that changes when the content changes', async () => {
    const hash = await app.inject({ url: content(contentPaths.hash('demo-137')) });
    expect(hash.headers['content-type']).toMatch(/^text\/plain/);
    expect(hash.body).toMatch(/^[0-9a-f]{40}$/);
    const other = await app.inject({ url: content(contentPaths.hash('seaside-204')) });
    expect(other.body).not.toBe(hash.body);

    writeFileSync(join(resourcesDir, 'hotels', 'demo', 'content', 'radiolist.json'), '[{"id":1}]');
    const dataDir = tempDataDir();
    const changed = createApp({ dataDir, resourcesDir });
    const rehashed = await changed.inject({ url: content(contentPaths.hash('demo-137')) });
    await changed.close();
    removeTempDirs([dataDir]);
    expect(rehashed.body).toMatch(/^[0-9a-f]{40}$/);
    expect(rehashed.body).not.toBe(hash.body);
  });
});
