import { createHash, randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { parseDigest } from './sip-digest';
import { firstHeader, parseSip, type SipMessage, type SipResponse } from './sip-message';

/** A raw SIP-over-WebSocket client for the exchange's tests: it writes requests by hand and reads what comes back. */
export interface SipTestClient {
  host: string;
  contact: string;
  send(text: string): void;
  next(match?: (message: SipMessage) => boolean, timeoutMs?: number): Promise<SipMessage>;
  close(): void;
}

export async function sipClient(url: string, hostHeader: string): Promise<SipTestClient> {
  const ws = new WebSocket(url, 'sip', { headers: { host: hostHeader } });
  const inbox: SipMessage[] = [];
  const waiters: { match: (m: SipMessage) => boolean; done: (m: SipMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = parseSip(data.toString());
    if (!message) return;
    const index = waiters.findIndex((w) => w.match(message));
    if (index >= 0) waiters.splice(index, 1)[0]!.done(message);
    else inbox.push(message);
  });
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
  });
  const host = `${randomBytes(4).toString('hex')}.invalid`;
  return {
    host,
    contact: `sip:${randomBytes(3).toString('hex')}@${host};transport=ws`,
    send: (text) => ws.send(text),
    next(match = () => true, timeoutMs = 5000) {
      const index = inbox.findIndex(match);
      if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]!);
      return new Promise((ok, fail) => {
        const timer = setTimeout(() => fail(new Error('no matching SIP message')), timeoutMs);
        waiters.push({ match, done: (m) => (clearTimeout(timer), ok(m)) });
      });
    },
    close: () => ws.close(),
  };
}

export interface RequestSpec {
  method: string;
  uri: string;
  from: string;
  to: string;
  callId?: string;
  cseq?: number;
  fromTag?: string;
  toTag?: string;
  extra?: string[];
  body?: string;
}

export function request(client: Pick<SipTestClient, 'host' | 'contact'>, spec: RequestSpec): { text: string; callId: string; branch: string } {
  const callId = spec.callId ?? randomBytes(8).toString('hex');
  const branch = `z9hG4bK${randomBytes(6).toString('hex')}`;
  const body = spec.body ?? '';
  const lines = [
    `${spec.method} ${spec.uri} SIP/2.0`,
    `Via: SIP/2.0/WS ${client.host};branch=${branch}`,
    'Max-Forwards: 70',
    `To: <${spec.to}>${spec.toTag ? `;tag=${spec.toTag}` : ''}`,
    `From: <${spec.from}>;tag=${spec.fromTag ?? 'caller'}`,
    `Call-ID: ${callId}`,
    `CSeq: ${spec.cseq ?? 1} ${spec.method === 'ACK' || spec.method === 'CANCEL' ? 'INVITE' : spec.method}`,
    `Contact: <${client.contact}>`,
    ...(spec.extra ?? []),
    ...(body ? ['Content-Type: application/sdp'] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return { text: `${lines.join('\r\n')}\r\n\r\n${body}`, callId, branch };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The Authorization (or Proxy-Authorization) line that answers a 401/407 challenge. */
export function answerChallenge(challenge: SipResponse, method: string, uri: string, username: string, password: string): string {
  const proxy = challenge.status === 407;
  const params = parseDigest(firstHeader(challenge, proxy ? 'proxy-authenticate' : 'www-authenticate'))!;
  const cnonce = randomBytes(4).toString('hex');
  const nc = '00000001';
  const ha1 = md5(`${username}:${params.realm}:${password}`);
  const response = md5(`${ha1}:${params.nonce}:${nc}:${cnonce}:auth:${md5(`${method}:${uri}`)}`);
  const value = `Digest username="${username}", realm="${params.realm}", nonce="${params.nonce}", uri="${uri}", response="${response}", qop=auth, nc=${nc}, cnonce="${cnonce}", algorithm=MD5`;
  return `${proxy ? 'Proxy-Authorization' : 'Authorization'}: ${value}`;
}
