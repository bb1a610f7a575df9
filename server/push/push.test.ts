import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ece from 'http_ece';
import type { PushPayload } from '../../common/api/push';
import { createCommerceResources, post, webLogin } from '../orders/commerce-fixture';
import { createTestApp, OPERATOR, type TestApp } from '../test-support/test-app';
import { isAllowedEndpoint, PUSH_SERVICE_HOSTS } from './push-endpoints';

/** A push service of our own on 127.0.0.1, over HTTPS with a certificate made for the test. */
let endpoint: Server;
let endpointUrl = '';
const received: { headers: Record<string, unknown>; body: Buffer; status: number }[] = [];
let answerStatus = 201;
let certDir = '';
let test: TestApp;
let resourcesDir = '';
let smith = '';

const receiver = createECDH('prime256v1');
receiver.generateKeys();
const authSecret = randomBytes(16);
const subscription = () => ({
  endpoint: `${endpointUrl}/push/abc`,
  expirationTime: null,
  keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
});

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'stay-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')], { stdio: 'ignore' });
  const cert = readFileSync(join(certDir, 'cert.pem'));
  endpoint = createServer({ key: readFileSync(join(certDir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks), status: answerStatus });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((ready) => endpoint.listen(0, '127.0.0.1', ready));
  const address = endpoint.address();
  endpointUrl = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  resourcesDir = createCommerceResources();
  test = createTestApp({ resourcesDir, push: { endpointHosts: [new URL(endpointUrl).host], agent: new Agent({ ca: cert }) } });
  smith = await webLogin(test.app);
});
afterAll(async () => {
  await test.close();
  endpoint.close();
  for (const dir of [certDir, resourcesDir]) rmSync(dir, { recursive: true, force: true });
});

const register = (pushId: unknown, token = smith) =>
  post(test.app, '/api/regpushid', { token, deviceId: 'phone-1', pushId: typeof pushId === 'string' ? pushId : JSON.stringify(pushId) });
const reply = (text: string) =>
  test.app.inject({ method: 'POST', url: '/operator/demo/rooms/101/messages', headers: OPERATOR, payload: { recipientId: 'reception', text } });
const waitFor = async (count: number) => {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('web push', () => {
  it('gives the VAPID public key the browser subscribes with, the same after a restart of the data directory', async () => {
    const { publicKey } = (await test.app.inject({ url: '/api/pushKey', headers: { host: 'demo.localhost:8080' } })).json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = createTestApp({ dataDir: test.dataDir });
    expect((await again.app.inject({ url: '/api/pushKey', headers: { host: 'demo.localhost:8080' } })).json().publicKey).toBe(publicKey);
    await again.app.close();
  });

  it("registers the guest's subscription and pushes a hotel reply to it, encrypted for the browser, with do 'im'", async () => {
    expect((await register(subscription())).body).toEqual({ result: 0 });
    expect((await reply('Your table is ready.')).statusCode).toBe(201);
    await waitFor(1);
    const push = received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const payload = JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: receiver, authSecret: authSecret.toString('base64url') }).toString()) as PushPayload;
    expect(payload).toEqual({ title: 'Reception (en)', body: 'Your table is ready.', data: { title: 'Reception (en)', message: 'Your table is ready.', do: 'im' } });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    answerStatus = 410;
    await reply('First');
    await waitFor(2);
    answerStatus = 201;
    await reply('Second');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(2);
  });

  it('refuses what is not a subscription, an endpoint that is not a push service, and an unknown token', async () => {
    const before = test.dump();
    for (const bad of ['{', { endpoint: 'x' }, { ...subscription(), keys: { p256dh: '!', auth: 'a' } }, { ...subscription(), endpoint: 'https://10.0.0.1/push' }, { ...subscription(), endpoint: 'http://fcm.googleapis.com/x' }]) {
      expect((await register(bad)).body.result).toBe(1);
    }
    expect(test.dump()).toEqual(before);
    expect((await register(subscription(), 'nobody')).body).toEqual({ result: 3 });
  });

  it('knows the browsers’ push services, and nothing else', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/abc', PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isAllowedEndpoint('https://db5p.notify.windows.com/w/?token=x', PUSH_SERVICE_HOSTS)).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', PUSH_SERVICE_HOSTS)).toBe(false);
    expect(isAllowedEndpoint('https://user:pw@fcm.googleapis.com/x', PUSH_SERVICE_HOSTS)).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1/x', PUSH_SERVICE_HOSTS)).toBe(false);
  });
});
