import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueCursor, RealtimeSessionResponse } from '@common/api/realtime';
import { importSealKey, open, seal, toBase64, type SealKey } from '@common/realtime/seal';
import { createChannelPoller } from '@renderer/features/realtime/channel-poller';
import { createRetryThrottle } from '@renderer/features/realtime/retry-throttle';
import { createApp } from '../../server/app';
import { DEFAULT_QUEUE_LIMITS } from '../../server/realtime/embedded-queue';
import { createFixtureResources, createFixtureWebRoot, removeTempDirs, tempDataDir } from '../../server/test-support/fixture-resources';
import { multipart, TEST_OPERATOR_TOKENS } from '../../server/test-support/test-app';
import { nchanMissing, startNchan } from './nchan-harness';

/**
 * The app's real-time client (the channel poller, the cursor, the seal) against each engine the queue host can be:
 * the demo's embedded queue always, and Nginx + Nchan + Redis with the shipped deploy/nchan files where installed.
 */
const HOLD_SECONDS = 2;
const EPOCH: QueueCursor = { time: new Date(0).toUTCString(), tag: 0 };

/** fetch with a Host header of our choosing (the demo finds its hotel by host name; Node's fetch would replace it). */
function hostFetch(host: string): typeof fetch {
  return ((input: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const req = httpRequest(
        url,
        { method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>), host }, signal: init.signal ?? undefined },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
            const status = res.statusCode ?? 500;
            resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    })) as typeof fetch;
}

interface Engine {
  origin: string;
  fetchImpl: typeof fetch;
  channel: string;
  key: SealKey;
  stop(): Promise<void>;
}

async function embeddedEngine(): Promise<Engine> {
  const dirs = [tempDataDir(), createFixtureResources(), createFixtureWebRoot()] as const;
  const app = createApp({
    dataDir: dirs[0], resourcesDir: dirs[1], webRoot: dirs[2], operatorTokens: TEST_OPERATOR_TOKENS,
    queueLimits: { ...DEFAULT_QUEUE_LIMITS, holdMs: HOLD_SECONDS * 1000 },
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const fetchImpl = hostFetch('demo.localhost:8080');
  const login = multipart({ hotelId: 137, type: 'resident', login: '101', password: 'Smith' });
  const { token } = (await app.inject({ method: 'POST', url: '/api/weblogin', headers: { host: 'demo.localhost:8080', ...login.headers }, payload: login.payload })).json<{ token: string }>();
  const session = (await app.inject({ method: 'POST', url: '/api/realtime/session', headers: { host: 'demo.localhost:8080' }, payload: { token } })).json<RealtimeSessionResponse>();
  const channel = session.channels?.token ?? '';
  return {
    origin, fetchImpl, channel, key: (await importSealKey(session.keys?.[channel] ?? ''))!,
    stop: async () => {
      await app.close();
      removeTempDirs([...dirs]);
    },
  };
}

async function nchanEngine(): Promise<Engine> {
  const nchan = await startNchan();
  const channel = `h137-token-${randomBytes(24).toString('base64url')}`;
  return { origin: nchan.origin, fetchImpl: fetch, channel, key: (await importSealKey(toBase64(randomBytes(32))))!, stop: nchan.stop };
}

const skipNchan = nchanMissing();
if (skipNchan) console.warn(`realtime contract against Nginx + Nchan skipped: ${skipNchan}`);

describe.each([
  ['the embedded queue', embeddedEngine, undefined],
  ['Nginx + Nchan + Redis (deploy/nchan)', nchanEngine, skipNchan],
] as const)('the real-time client against %s', (_name, start, skipped) => {
  let engine: Engine;
  beforeAll(async () => {
    if (!skipped) engine = await start();
  }, 30_000);
  afterAll(() => engine?.stop());

  const publish = async (text: string) => {
    const c = await seal(engine.key, engine.channel, { cmd: 'im', data: { text } });
    const response = await engine.fetchImpl(`${engine.origin}/queue/pub?id=${engine.channel}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ c }),
    });
    expect(response.status, await response.text()).toBeLessThan(300);
  };

  function listen(cursor: QueueCursor) {
    const received: string[] = [];
    let saved = cursor;
    const poller = createChannelPoller({
      url: (at) => `${engine.origin}/queue/subv2/${engine.channel}?tag=${at ? at.tag : ''}&time=${encodeURIComponent(at?.time ?? '')}`,
      deliver: async (sealed) => {
        const command = (await open(engine.key, engine.channel, sealed)) as { data: { text: string } } | null;
        received.push(command?.data.text ?? 'did not open');
      },
      onGone: () => received.push('gone'),
      throttle: createRetryThrottle(),
      cursor,
      saveCursor: (next) => (saved = next),
      waitOnline: () => Promise.resolve(),
      fetchImpl: engine.fetchImpl,
    });
    void poller.start();
    return { received, cursor: () => saved, stop: () => poller.stop() };
  }

  const until = async (check: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
  };

  it.skipIf(skipped)('reads the kept messages in order, and a reconnect from the saved cursor loses nothing and repeats nothing', async () => {
    for (const text of ['m0', 'm1', 'm2']) await publish(text);
    const first = listen(EPOCH);
    await until(() => first.received.length >= 3);
    first.stop();
    expect(first.received).toEqual(['m0', 'm1', 'm2']);

    for (const text of ['m3', 'm4']) await publish(text);
    const second = listen(first.cursor());
    await until(() => second.received.length >= 2);
    await new Promise((ok) => setTimeout(ok, 300));
    expect(second.received).toEqual(['m3', 'm4']);

    // A held poll that ends without news (the embedded queue's 304 after its hold) goes on; the next message arrives.
    await new Promise((ok) => setTimeout(ok, HOLD_SECONDS * 1000 + 700));
    await publish('m5');
    await until(() => second.received.length >= 3);
    second.stop();
    expect(second.received).toEqual(['m3', 'm4', 'm5']);

    // A held poll the device drops (the app's own 60 s limit, a lost network) resumes from the cursor.
    const third = listen(second.cursor());
    await new Promise((ok) => setTimeout(ok, 300));
    await publish('m6');
    await until(() => third.received.length >= 1);
    await new Promise((ok) => setTimeout(ok, 300));
    third.stop();
    expect(third.received).toEqual(['m6']);
  }, 30_000);

  it.skipIf(skipped)("answers 403 to a subscriber of the hotel's channel, which only the backend reads", async () => {
    const hotelChannel = engine.channel.replace('-token-', '-hotel-');
    expect((await engine.fetchImpl(`${engine.origin}/queue/subv2/${hotelChannel}`)).status).toBeGreaterThanOrEqual(403);
  });
});

describe.skipIf(skipNchan)('the demo backend relaying to Nginx + Nchan (QUEUE_RELAY_URL)', () => {
  it("delivers an operator's command to a room device polling Nchan", async () => {
    const nchan = await startNchan();
    const dirs = [tempDataDir(), createFixtureResources(), createFixtureWebRoot()] as const;
    const app = createApp({ dataDir: dirs[0], resourcesDir: dirs[1], webRoot: dirs[2], operatorTokens: TEST_OPERATOR_TOKENS, queueRelayUrl: `${nchan.origin}/queue` });
    try {
      const host = { host: 'demo.localhost:8080' };
      const login = multipart({ hotelId: 137, type: 'resident', login: '101', password: 'Smith' });
      const { token } = (await app.inject({ method: 'POST', url: '/api/weblogin', headers: { ...host, ...login.headers }, payload: login.payload })).json<{ token: string }>();
      const session = (await app.inject({ method: 'POST', url: '/api/realtime/session', headers: host, payload: { token } })).json<RealtimeSessionResponse>();
      const channel = session.channels?.roomR ?? '';
      const key = (await importSealKey(session.keys?.[channel] ?? ''))!;
      const received: unknown[] = [];
      const poller = createChannelPoller({
        url: () => `${nchan.origin}/queue/subv2/${channel}`,
        deliver: async (sealed) => void received.push(await open(key, channel, sealed)),
        onGone: () => received.push('gone'),
        throttle: createRetryThrottle(),
        cursor: null,
        saveCursor: () => undefined,
        waitOnline: () => Promise.resolve(),
      });
      void poller.start();
      await new Promise((ok) => setTimeout(ok, 300));
      const sent = await app.inject({
        method: 'POST', url: '/operator/demo/rooms/101/commands', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKENS.demo}` }, payload: { cmd: 'goTo', data: { page: '/orders' } },
      });
      expect(sent.statusCode).toBe(200);
      const deadline = Date.now() + 5_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
      poller.stop();
      expect(received).toMatchObject([{ cmd: 'goTo', data: { page: '/orders' }, from: { device: 'server' } }]);
    } finally {
      await app.close();
      removeTempDirs([...dirs]);
      await nchan.stop();
    }
  }, 30_000);
});
