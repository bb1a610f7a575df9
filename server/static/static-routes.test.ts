import { afterAll, describe, expect, it } from 'vitest';
import type { HotelConfig, HotelManifest } from '../../common/api/config';
import { createTestApp } from '../test-support/test-app';

const { app, close } = createTestApp();
afterAll(close);

describe('static host', () => {
  it('serves the config with every host pointed at its path prefix, ignoring the cache-bust query', async () => {
    const response = await app.inject({ url: '/static/demo/config.json?r=0.123' });
    expect(response.statusCode).toBe(200);
    const config = response.json<HotelConfig>();
    expect(config).toMatchObject({ apiUrl: '/api', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat', contentUrl: '/content' });
    expect(config.defaultLanguage).toBe('en');
    expect(config.guestTypes).toContain('email-pin');
  });

  it('serves each hotel its own manifest and stylesheets', async () => {
    expect((await app.inject({ url: '/static/seaside/manifest.json' })).json<HotelManifest>().name).toBe('Seaside');
    const css = await app.inject({ url: '/static/seaside/custom.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('seaside');
    const vars = await app.inject({ url: '/static/demo/custom-vars.css' });
    expect([vars.statusCode, vars.body]).toEqual([200, '']);
  });

  it("serves a custom hotel's customisation stylesheet, and 404 for a custom hotel it does not know", async () => {
    const css = await app.inject({ url: '/static/demo/custom/aurora.css' });
    expect([css.statusCode, css.headers['content-type'], css.body]).toEqual([200, expect.stringMatching(/^text\/css/), ':root{--accent:#137}']);
    expect((await app.inject({ url: '/static/demo/custom/nowhere.css' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static/demo/custom/..%2Fcustom.css' })).statusCode).toBe(404);
  });

  it('serves the remote-debug console as JavaScript and names it in the config', async () => {
    const script = await app.inject({ url: '/static/demo/remote-debug.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.body).toContain('window.stayRemoteDebug');
    expect((await app.inject({ url: '/static/demo/config.json' })).json<HotelConfig>().remoteDebugUrl).toBe('/static/demo/remote-debug.js');
  });

  it('answers ids.json with an empty object', async () => {
    expect((await app.inject({ url: '/static/demo/ids.json' })).json()).toEqual({});
  });

  it('answers an unknown hotel or file with a JSON 404', async () => {
    const unknown = await app.inject({ url: '/static/nowhere/config.json' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Hotel was not set' }]);
    expect((await app.inject({ url: '/static/demo/secret.json' })).statusCode).toBe(404);
  });

  it('answers a repeat request with 304 when the ETag still matches', async () => {
    const first = await app.inject({ url: '/static/demo/config.json' });
    const again = await app.inject({ url: '/static/demo/config.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
