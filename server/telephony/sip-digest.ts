import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 2617 digest (MD5, qop=auth), as JsSIP answers it; nonces are signed timestamps, so none is stored. */

const NONCE_LIFETIME_MS = 5 * 60_000;

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export function makeNonce(secret: string, nowMs: number): string {
  const stamp = nowMs.toString(36);
  return `${stamp}.${createHmac('sha256', secret).update(`nonce:${stamp}`).digest('base64url').slice(0, 22)}`;
}

function nonceIsFresh(secret: string, nonce: string, nowMs: number): boolean {
  const [stamp = ''] = nonce.split('.');
  const issued = parseInt(stamp, 36);
  if (!Number.isFinite(issued) || nowMs - issued > NONCE_LIFETIME_MS || issued > nowMs + 1000) return false;
  return sameText(makeNonce(secret, issued), nonce);
}

export const challengeHeader = (realm: string, nonce: string): string =>
  `Digest realm="${realm}", nonce="${nonce}", qop="auth", algorithm=MD5`;

/** `Digest a="b", c=d` → `{a: 'b', c: 'd'}`; undefined when it is not a digest answer. */
export function parseDigest(header: string | undefined): Record<string, string> | undefined {
  if (!header || !/^Digest\s/i.test(header)) return undefined;
  const params: Record<string, string> = {};
  for (const match of header.slice(6).matchAll(/([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|([^\s,]+))/g)) {
    params[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? '';
  }
  return params;
}

export type DigestCheck = 'ok' | 'stale' | 'bad';

export function checkDigest(
  params: Record<string, string>,
  method: string,
  password: string,
  nonceSecret: string,
  nowMs: number,
): DigestCheck {
  const { username = '', realm = '', nonce = '', uri = '', response = '', qop, nc = '', cnonce = '' } = params;
  if (params.algorithm && params.algorithm.toUpperCase() !== 'MD5') return 'bad';
  const ha1 = md5(`${username}:${realm}:${password}`);
  const ha2 = md5(`${method}:${uri}`);
  const expected = qop ? md5(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : md5(`${ha1}:${nonce}:${ha2}`);
  if (!sameText(expected, response.toLowerCase())) return 'bad';
  return nonceIsFresh(nonceSecret, nonce, nowMs) ? 'ok' : 'stale';
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
