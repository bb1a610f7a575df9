import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { webLogin } from '../orders/commerce-fixture';
import { createFixtureResources, createFixtureWebRoot, removeTempDirs, tempDataDir } from '../test-support/fixture-resources';
import { register, roomToken } from '../test-support/in-room-calls';
import { DEMO_HOST, OPERATOR, OPERATOR_TOKEN } from '../test-support/test-app';
import { mintCredential } from './sip-credentials';
import { answerChallenge, request, sipClient, type SipTestClient } from './sip-test-client';
import type { SipResponse } from './sip-message';

const SECRET = 'exchange-test-secret';
const DOMAIN = 'demo.localhost';
let app: FastifyInstance;
let wsUrl = '';
const dirs = [tempDataDir(), createFixtureResources(), createFixtureWebRoot()];
const clients: SipTestClient[] = [];

beforeAll(async () => {
  const [dataDir, resourcesDir, webRoot] = dirs as [string, string, string];
  app = createApp({ dataDir, resourcesDir, webRoot, operatorToken: OPERATOR_TOKEN, telephony: { secret: SECRET, iceHostAddress: '127.0.0.1' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/telephony/ws`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await app.close();
  removeTempDirs(dirs);
});

const now = () => Math.floor(Date.now() / 1000);
const client = async () => {
  const made = await sipClient(wsUrl, 'demo.localhost:8080');
  clients.push(made);
  return made;
};
const response = (status: number) => (m: { kind: string }) => m.kind === 'response' && (m as SipResponse).status === status;
const aor = (extension: string) => `sip:${extension}@${DOMAIN}`;
const phone = async () => (await app.inject({ method: 'GET', url: '/operator/demo/phone', headers: OPERATOR })).json();

async function registered(extension: string, credential = mintCredential(SECRET, extension, now())) {
  const line = await client();
  const spec = { method: 'REGISTER', uri: `sip:${DOMAIN}`, from: aor(extension), to: aor(extension), extra: ['Expires: 600'] };
  line.send(request(line, spec).text);
  const challenge = (await line.next()) as SipResponse;
  const auth = answerChallenge(challenge, 'REGISTER', `sip:${DOMAIN}`, credential.authorizationUser, credential.password);
  line.send(request(line, { ...spec, cseq: 2, extra: ['Expires: 600', auth] }).text);
  return { line, answer: (await line.next()) as SipResponse, challenge };
}

/** An INVITE that answers its 407 with the caller's credential; the exchange's final word, or the callee's INVITE. */
async function invite(caller: SipTestClient, from: string, to: string, credential = mintCredential(SECRET, from, now())) {
  const spec = { method: 'INVITE', uri: aor(to), from: aor(from), to: aor(to), body: 'v=0\r\n' };
  const first = request(caller, spec);
  caller.send(first.text);
  const challenge = (await caller.next(response(407))) as SipResponse;
  caller.send(request(caller, { ...spec, callId: first.callId, cseq: 1, fromTag: 'caller', toTag: challenge.toTag, method: 'ACK', body: '' }).text);
  const auth = answerChallenge(challenge, 'INVITE', aor(to), credential.authorizationUser, credential.password);
  const second = request(caller, { ...spec, callId: first.callId, cseq: 2, extra: [auth] });
  caller.send(second.text);
  return second;
}

describe('the demo exchange: registrar', () => {
  it('challenges a REGISTER, then binds the room to its connection', async () => {
    const { answer, challenge } = await registered('103');
    expect(challenge.status).toBe(401);
    expect(answer.status).toBe(200);
    expect((await phone()).registered).toContain('103');
  });

  it('refuses a wrong password, an expired credential and an emergency-only line', async () => {
    const forged = { ...mintCredential(SECRET, '101', now()), password: 'guessed' };
    expect((await registered('101', forged)).answer.status).toBe(401);
    const expired = mintCredential(SECRET, '101', now() - 100, 10);
    expect((await registered('101', expired)).answer.status).toBe(401);
    const sos = mintCredential(SECRET, 'sos-abc', now());
    expect((await registered('sos-abc', sos)).answer.status).toBe(403);
  });
});

describe('the demo exchange: proxy', () => {
  it('connects room 101 to room 102 and carries the hang-up, with the call in the operator log', async () => {
    const { line: callee } = await registered('102');
    const caller = await client();
    const sent = await invite(caller, '101', '102');
    const arrived = await callee.next((m) => m.kind === 'request' && m.method === 'INVITE');
    expect(arrived.kind === 'request' && arrived.uri).toBe(callee.contact);
    expect(arrived.headers.find((h) => h.name === 'Record-Route')?.value).toBe('<sip:exchange.invalid;transport=ws;lr>');
    expect(arrived.headers.filter((h) => h.name === 'Via')).toHaveLength(2);

    const reply = (status: number, reason: string) =>
      [`SIP/2.0 ${status} ${reason}`, ...arrived.headers.map((h) => `${h.name}: ${h.name === 'To' ? `${h.value};tag=callee` : h.value}`), `Contact: <${callee.contact}>`, 'Content-Length: 0', '', ''].join('\r\n');
    callee.send(reply(180, 'Ringing'));
    expect(((await caller.next(response(180))) as SipResponse).headers.filter((h) => h.name === 'Via')).toHaveLength(1);
    callee.send(reply(200, 'OK'));
    await caller.next(response(200));
    expect((await phone()).calls[0]).toMatchObject({ callId: sent.callId, from: '101', to: '102', state: 'connected', answeredBy: 'room' });

    const bye = request(caller, {
      method: 'BYE', uri: callee.contact, from: aor('101'), to: aor('102'), callId: sent.callId, cseq: 3, toTag: 'callee',
      extra: ['Route: <sip:exchange.invalid;transport=ws;lr>'],
    });
    caller.send(bye.text);
    const byeArrived = await callee.next((m) => m.kind === 'request' && m.method === 'BYE');
    expect(byeArrived.headers.some((h) => h.name === 'Route')).toBe(false);
    expect((await phone()).calls[0]).toMatchObject({ callId: sent.callId, state: 'ended' });
    callee.close();
  });

  it('answers 486 while the room is on do-not-disturb, 480 when nothing is registered, 404 for no such room', async () => {
    const { line: callee } = await registered('102');
    const tablet = (await roomToken(app, '102', { sign: (await register(app, { roomNumber: '102', mac: 'AA:BB:CC:00:00:09' })).body.sign ?? '', mac: 'AA:BB:CC:00:00:09' })).body.token ?? '';
    const set = await app.inject({ method: 'POST', url: '/telephony/dnd', headers: DEMO_HOST, payload: { token: tablet, dnd: true } });
    expect(set.json()).toEqual({ result: 0, dnd: true });
    expect((await phone()).dnd).toEqual([expect.objectContaining({ room: '102', dnd: true })]);
    const caller = await client();
    await invite(caller, '101', '102');
    expect(((await caller.next((m) => m.kind === 'response' && m.status > 400)) as SipResponse)).toMatchObject({ status: 486, reason: 'Do Not Disturb' });
    await app.inject({ method: 'POST', url: '/telephony/dnd', headers: DEMO_HOST, payload: { token: tablet, dnd: false } });
    callee.close();
    await expect.poll(async () => (await phone()).registered).not.toContain('102');
    await invite(caller, '101', '102');
    expect(((await caller.next((m) => m.kind === 'response' && m.status > 400)) as SipResponse).status).toBe(480);
    await invite(caller, '101', '999');
    expect(((await caller.next((m) => m.kind === 'response' && m.status > 400)) as SipResponse).status).toBe(404);
  });

  it('lets an emergency-only line call 911 and nothing else', async () => {
    const caller = await client();
    await invite(caller, 'sos-feed', '800');
    expect(((await caller.next((m) => m.kind === 'response' && m.status > 400)) as SipResponse)).toMatchObject({ status: 403, reason: 'Emergency Calls Only' });
    const { RTCPeerConnection } = await import('werift');
    const offerer = new RTCPeerConnection({ iceUseIpv4: false, iceUseIpv6: false, iceAdditionalHostAddresses: ['127.0.0.1'] });
    offerer.addTransceiver('audio', { direction: 'sendrecv' });
    await offerer.setLocalDescription(await offerer.createOffer());
    const credential = mintCredential(SECRET, 'sos-feed', now());
    const spec = { method: 'INVITE', uri: aor('911'), from: aor('sos-feed'), to: aor('911'), body: offerer.localDescription!.sdp };
    const first = request(caller, spec);
    caller.send(first.text);
    const challenge = (await caller.next(response(407))) as SipResponse;
    caller.send(request(caller, { ...spec, method: 'ACK', callId: first.callId, toTag: challenge.toTag, body: '' }).text);
    const auth = answerChallenge(challenge, 'INVITE', aor('911'), credential.authorizationUser, credential.password);
    caller.send(request(caller, { ...spec, callId: first.callId, cseq: 2, extra: [auth] }).text);
    const answer = (await caller.next(response(200), 10_000)) as SipResponse;
    expect(answer.body).toContain('PCMU');
    expect((await phone()).calls[0]).toMatchObject({ callId: first.callId, from: 'sos-feed', to: '911', state: 'connected', answeredBy: 'attendant' });
    await offerer.close();
  });
});

describe('the telephony host', () => {
  const extension = async (payload: object) =>
    (await app.inject({ method: 'POST', url: '/telephony/extension', headers: DEMO_HOST, payload })).json();

  it('gives a logged-out phone an emergency-only line that never registers', async () => {
    const { data } = await extension({});
    expect(data).toMatchObject({ emergencyOnly: true, register: false, wsUrl: '/telephony/ws', domain: 'demo.localhost' });
    expect(data.extension).toMatch(/^sos-/);
    expect(data.authorizationUser).toBe(`${data.expiresAt}:${data.extension}`);
    expect((await extension({ token: 'not-a-token' })).data.emergencyOnly).toBe(true);
  });

  it("gives a guest's phone the room's extension and the room's tablet a line that registers", async () => {
    const guest = await webLogin(app);
    expect((await extension({ token: guest })).data).toMatchObject({ extension: '101', emergencyOnly: false, register: false });
    const sign = (await register(app)).body.sign ?? '';
    const tablet = (await roomToken(app, '101', { sign })).body.token ?? '';
    expect((await extension({ token: tablet })).data).toMatchObject({ extension: '101', register: true });
  });

  it('refuses bad input and a do-not-disturb without a guest', async () => {
    const bad = await app.inject({ method: 'POST', url: '/telephony/dnd', headers: DEMO_HOST, payload: { token: 'x', dnd: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 1 });
    const nobody = await app.inject({ method: 'POST', url: '/telephony/dnd', headers: DEMO_HOST, payload: { token: 'nope', dnd: true } });
    expect(nobody.json()).toEqual({ result: 2, message: 'Incorrect token' });
    expect((await app.inject({ method: 'GET', url: '/operator/demo/phone' })).statusCode).toBe(401);
  });
});

describe('the exchange on another host', () => {
  it("lets the page's CSP connect to it", async () => {
    const [dataDir, resourcesDir, webRoot] = [tempDataDir(), createFixtureResources(), createFixtureWebRoot()];
    const other = createApp({ dataDir, resourcesDir, webRoot, telephony: { secret: SECRET, wsUrl: 'wss://sip.hotel.example:7443/' } });
    try {
      const page = await other.inject({ method: 'GET', url: '/', headers: DEMO_HOST });
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws://127.0.0.1:* ws://localhost:* wss://sip.hotel.example:7443;");
      const { data } = (await other.inject({ method: 'POST', url: '/telephony/extension', headers: DEMO_HOST, payload: {} })).json();
      expect(data.wsUrl).toBe('wss://sip.hotel.example:7443/');
    } finally {
      await other.close();
      removeTempDirs([dataDir, resourcesDir, webRoot]);
    }
  });
});
