import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixtureWebRoot } from '../test-support/fixture-resources';
import { DEMO_HOST, OPERATOR, createTestApp } from '../test-support/test-app';

const webRoot = createFixtureWebRoot();
mkdirSync(join(webRoot, 'operator', '_assets'));
writeFileSync(join(webRoot, 'operator', 'index.html'), '<!doctype html><title>Front desk</title><script type="module" src="/operator/_assets/console-x1.js"></script>');
writeFileSync(join(webRoot, 'operator', '_assets', 'console-x1.js'), 'console.log(1);');
const { app, close } = createTestApp({ webRoot });
afterAll(close);

describe('operator console page', () => {
  it('serves the console at /operator/ without boot data, under a CSP that allows only its own scripts', async () => {
    const page = await app.inject({ url: '/operator/', headers: DEMO_HOST });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Front desk</title>');
    expect(page.body).not.toContain('__STAY_BOOT__');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends /operator on to /operator/', async () => {
    const answer = await app.inject({ url: '/operator', headers: DEMO_HOST });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/operator/');
  });

  it('serves its hashed assets for a year, and nothing outside its folder', async () => {
    const asset = await app.inject({ url: '/operator/_assets/console-x1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/operator/_assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/operator/_assets/..%2F..%2F.env' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/operator/index.html' })).statusCode).toBe(404);
  });

  it('leaves the operator API as it was: token required, answers not cached', async () => {
    expect((await app.inject({ url: '/operator/demo/rooms' })).statusCode).toBe(401);
    const rooms = await app.inject({ url: '/operator/demo/rooms', headers: OPERATOR });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers['cache-control']).toBe('no-store');
  });

  it('tells how to build it when the build is missing', async () => {
    const guestOnly = createFixtureWebRoot();
    rmSync(join(guestOnly, 'operator'), { recursive: true });
    const bare = createTestApp({ webRoot: guestOnly });
    try {
      const page = await bare.app.inject({ url: '/operator/' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build:web');
    } finally {
      await bare.close();
      rmSync(guestOnly, { recursive: true });
    }
  });
});
