import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEXT } from '../../common/spec/texts';
import { startRemoteStateServer, type RemoteStateServer } from './remote-state-server';

let dir: string;
let server: RemoteStateServer;
const open: WebSocket[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stay-remote-state-'));
  server = await startRemoteStateServer({ port: 0, stateFile: join(dir, 'remote-state.json') });
});
afterEach(async () => {
  open.splice(0).forEach((socket) => socket.terminate());
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Client {
  socket: WebSocket;
  messages: Array<{ type: string; payload?: Record<string, unknown>; message?: string }>;
  next(): Promise<{ type: string; payload?: Record<string, unknown>; message?: string }>;
  send(message: unknown): void;
}

async function connect(query: string, base = server.url, origin?: string): Promise<Client> {
  const socket = new WebSocket(`${base}?${query}`, origin ? { origin } : {});
  open.push(socket);
  const messages: Client['messages'] = [];
  const waiters: Array<() => void> = [];
  let read = 0;
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    async next() {
      while (messages.length <= read) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages[read++]!;
    },
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

const room = (number: string, tvid = '0') => `hotelUid=demo-137&roomNumber=${number}&tvid=${tvid}`;

describe('remote-state server', () => {
  it('listens on loopback only by default', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws$/);
  });

  it('shares state between two clients of one room and keeps another room apart', async () => {
    const a = await connect(room('101'));
    const b = await connect(room('101'));
    const other = await connect(room('102'));
    a.send({ type: 'get', payload: {} });
    expect(await a.next()).toEqual({ type: 'state', payload: {} });

    a.send({ type: 'update', payload: { language: 'ru', temperatureScale: 'fahrenheit' } });
    expect(await a.next()).toEqual({ type: 'state', payload: { language: 'ru', temperatureScale: 'fahrenheit' } });
    expect(await b.next()).toEqual({ type: 'state', payload: { language: 'ru', temperatureScale: 'fahrenheit' } });

    b.send({ type: 'delete', payload: ['temperatureScale'] });
    expect(await a.next()).toEqual({ type: 'state', payload: { language: 'ru' } });
    expect(await b.next()).toEqual({ type: 'state', payload: { language: 'ru' } });

    other.send({ type: 'get', payload: {} });
    expect(await other.next()).toEqual({ type: 'state', payload: {} });
    expect(other.messages).toHaveLength(1);
  });

  it('keeps the TVs of one room apart by tvid', async () => {
    const tv0 = await connect(room('101', '0'));
    const tv1 = await connect(room('101', '1'));
    tv1.send({ type: 'update', payload: { volume: 3 } });
    expect(await tv1.next()).toEqual({ type: 'state', payload: { volume: 3 } });
    tv0.send({ type: 'get', payload: {} });
    expect(await tv0.next()).toEqual({ type: 'state', payload: {} });
  });

  it('refuses a connection without a room number with the spec text', async () => {
    const client = await connect('hotelUid=demo-137&tvid=0');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    expect(await client.next()).toEqual({ type: 'error', message: TEXT.remoteStateNoRoom });
    expect(await closed).toEqual({ code: 1008, reason: "RemoteState: room number didn't define" });
  });

  it('answers bad messages with an error and keeps serving', async () => {
    const client = await connect(room('101'));
    client.send('not json');
    expect((await client.next()).type).toBe('error');
    client.send({ type: 'shutdown' });
    expect((await client.next()).type).toBe('error');
    client.send({ type: 'update', payload: ['x'] });
    expect((await client.next()).message).toBe('update needs an object payload');
    client.send({ type: 'update', payload: Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i])) });
    expect((await client.next()).message).toBe('too many keys');
    client.send({ type: 'get' });
    expect(await client.next()).toEqual({ type: 'state', payload: {} });
  });

  it('persists state in its file and serves it after a restart', async () => {
    const client = await connect(room('101'));
    client.send({ type: 'update', payload: { language: 'de' } });
    await client.next();
    await server.close();
    expect(Object.values(JSON.parse(readFileSync(join(dir, 'remote-state.json'), 'utf8')))).toEqual([{ language: 'de' }]);
    server = await startRemoteStateServer({ port: 0, stateFile: join(dir, 'remote-state.json') });
    const again = await connect(room('101'));
    again.send({ type: 'get', payload: {} });
    expect(await again.next()).toEqual({ type: 'state', payload: { language: 'de' } });
  });

  it('on the room network, listens on every interface and demands the shared secret', async () => {
    await expect(startRemoteStateServer({ port: 0, stateFile: join(dir, 'x.json'), roomNetwork: true })).rejects.toThrow(/secret/);
    const shared = await startRemoteStateServer({ port: 0, stateFile: join(dir, 'x.json'), roomNetwork: true, secret: 's3cret' });
    try {
      expect(shared.host).toBe('0.0.0.0');
      const wrong = await connect(`${room('101')}&secret=guess`, shared.url);
      expect(await wrong.next()).toEqual({ type: 'error', message: 'wrong secret' });
      const right = await connect(`${room('101')}&secret=s3cret`, shared.url);
      right.send({ type: 'get', payload: {} });
      expect(await right.next()).toEqual({ type: 'state', payload: {} });
    } finally {
      open.splice(0).forEach((socket) => socket.terminate());
      await shared.close();
    }
  });

  it('refuses a page of any origin but the hotel\'s, before it can read or change the room', async () => {
    const hotel = 'http://demo.localhost:8080';
    await server.close();
    server = await startRemoteStateServer({ port: 0, stateFile: join(dir, 'remote-state.json'), allowedOrigins: [hotel] });
    for (const origin of ['https://evil.example', 'http://demo.localhost:8081', 'null', 'http://seaside.localhost:8080']) {
      const evil = new WebSocket(`${server.url}?${room('101')}`, { origin });
      evil.on('error', () => undefined);
      const refused = await new Promise<number>((resolve) => {
        evil.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        evil.once('open', () => {
          evil.send(JSON.stringify({ type: 'update', payload: { language: 'xx' } }));
          resolve(101);
        });
      });
      expect(refused, origin).toBe(403);
    }
    const page = await connect(room('101'), server.url, hotel);
    page.send({ type: 'get', payload: {} });
    expect(await page.next()).toEqual({ type: 'state', payload: {} });
    const raw = await connect(room('101'));
    raw.send({ type: 'get', payload: {} });
    expect(await raw.next()).toEqual({ type: 'state', payload: {} });
  });

  it('with no hotel origin configured, refuses every page', async () => {
    const page = new WebSocket(`${server.url}?${room('101')}`, { origin: 'http://demo.localhost:8080' });
    page.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => {
      page.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      page.once('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });
});
