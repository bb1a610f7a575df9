import { createHmac, timingSafeEqual } from 'node:crypto';
import { OMNITEC_NONCE_PATTERN, OMNITEC_NONCE_WINDOW_MS, omnitecSignedText } from '../../common/api/mobile-key';

/** The signature the app computes with WebCrypto: HMAC-SHA-256 keyed by the PIN over `{nonce}\n{lockId}`, hex. */
export const omnitecSignature = (pin: string, nonce: string, lockId: string): string =>
  createHmac('sha256', Buffer.from(pin, 'utf8')).update(omnitecSignedText(nonce, lockId), 'utf8').digest('hex');

export function signatureMatches(pin: string, nonce: string, lockId: string, signature: string): boolean {
  const expected = Buffer.from(omnitecSignature(pin, nonce, lockId), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A nonce is `{unix ms}-{32 hex}` and its time lies within the window around the server's clock. */
export function nonceIsFresh(nonce: string, now: number): boolean {
  const match = OMNITEC_NONCE_PATTERN.exec(nonce);
  return match !== null && Math.abs(now - Number(match[1])) <= OMNITEC_NONCE_WINDOW_MS;
}
