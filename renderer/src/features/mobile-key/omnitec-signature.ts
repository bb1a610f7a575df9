import { omnitecSignedText } from '@common/api';

const hex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh nonce: the time in milliseconds and 16 random bytes, `{ms}-{32 hex}` (docs/backend-contract.md). */
export const newNonce = (now: number = Date.now()): string => `${now}-${hex(crypto.getRandomValues(new Uint8Array(16)))}`;

/** HMAC-SHA-256 keyed by the PIN's UTF-8 bytes over `{nonce}\n{lockId}`, as lowercase hex, with WebCrypto. */
export async function omnitecSignature(pin: string, nonce: string, lockId: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(pin), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(omnitecSignedText(nonce, lockId))));
}
