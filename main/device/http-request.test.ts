import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelConfigSource } from './hotel-config';
import { httpFetch } from './http-request';

let server: Server;
let port = 0;
const seen: Array<{ method?: string; url?: string; host?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
      if (req.url?.startsWith('/static/demo/config.json')) return res.end(JSON.stringify({ apiUrl: '/api' }));
      res.statusCode = req.url === '/missing' ? 404 : 201;
      res.end('{"result":0}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('httpFetch', () => {
  it('reaches a *.localhost hotel on loopback and keeps its name in the Host header', async () => {
    const response = await httpFetch(`http://demo.localhost:${port}/api/tabletStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response).toMatchObject({ ok: true, status: 201 });
    expect(await response.json()).toEqual({ result: 0 });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/tabletStatus', host: `demo.localhost:${port}`, body: '{"a":1}' });
    expect((await httpFetch(`http://127.0.0.1:${port}/missing`)).ok).toBe(false);
  });

  it('rejects when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(httpFetch(`http://127.0.0.1:${freePort}/`)).rejects.toThrow();
  });
});

describe('hotel config source', () => {
  it('reads /static/{hotel}/config.json of the hotel origin and resolves API paths against it', async () => {
    const source = createHotelConfigSource(`http://demo.localhost:${port}`, () => null, httpFetch);
    expect(await source.apiUrl('/tabletStatus')).toBe(`http://demo.localhost:${port}/api/tabletStatus`);
    expect(seen.some((r) => r.url?.startsWith('/static/demo/config.json?r='))).toBe(true);
  });

  it('falls back to the registration hotel on an address origin, and answers null when unreachable', async () => {
    const byRegistration = createHotelConfigSource(`http://127.0.0.1:${port}`, () => 'demo', httpFetch);
    expect((await byRegistration.get())?.apiUrl).toBe('/api');
    const nowhere = createHotelConfigSource('http://127.0.0.1:1', () => 'demo', httpFetch);
    expect(await nowhere.apiUrl('/x')).toBeNull();
  });
});
