import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './start-server';
import { createFixtureResources, createFixtureWebRoot, removeTempDirs, tempDataDir } from './test-support/fixture-resources';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ port: 0, dataDir: tempDataDir(), resourcesDir: createFixtureResources(), webRoot: createFixtureWebRoot() });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

/** A raw request, so the path reaches the server exactly as written and the Host header is ours to set. */
function get(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startDemoServer', () => {
  it('listens on a free loopback port with a generated operator token per hotel', async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.hotelUrl('seaside')).toBe(`http://seaside.localhost:${server.port}/`);
    expect(Object.keys(server.operatorTokens).sort()).toEqual(['demo', 'seaside']);
    expect(server.operatorToken).toBe(server.operatorTokens.demo);
    expect(server.operatorTokens.seaside).not.toBe(server.operatorTokens.demo);
    const rooms = (hotel: string, token: string | undefined) =>
      fetch(`${server.url}/operator/${hotel}/rooms`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    for (const token of Object.values(server.operatorTokens)) expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await rooms('demo', server.operatorTokens.demo)).toBe(200);
    expect(await rooms('seaside', server.operatorTokens.seaside)).toBe(200);
    expect(await rooms('seaside', server.operatorTokens.demo)).toBe(401);
    expect(await rooms('demo', server.operatorTokens.seaside)).toBe(401);
  });

  it('keeps the operator token it is given for the demo hotel', async () => {
    const given = await startDemoServer({ port: 0, dataDir: tempDataDir(), resourcesDir: createFixtureResources(), operatorToken: 'demo-secret', operatorTokens: { seaside: 'sea-secret' } });
    await given.close();
    expect(given.operatorTokens).toEqual({ demo: 'demo-secret', seaside: 'sea-secret' });
  });

  it('takes a browser FormData login over real HTTP', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ login: '101', password: 'Smith', type: 'resident', hotelId: '137', deviceId: 'd1', deviceType: '6' })) {
      form.append(key, value);
    }
    const response = await fetch(`${server.url}/api/weblogin`, { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ result: 0, data: { guestName: 'Smith' } });
  });

  it('resolves the hotel from the Host header over real HTTP', async () => {
    expect((await get('/', `seaside.localhost:${server.port}`)).body).toContain('"hotel":"seaside"');
    expect((await get('/', `127.0.0.1:${server.port}`)).body).toContain('"hotel":"demo"');
  });

  it('does not let dot segments reach another hotel or outside the web root', async () => {
    const crossHotel = await get('/content/demo-137/../seaside-204/c/lang.json', 'demo.localhost');
    expect(crossHotel.status).toBe(404);
    const outside = await get('/%2e%2e/%2e%2e/package.json', 'demo.localhost');
    expect(outside.body).toContain('window.__STAY_BOOT__');
  });
});
