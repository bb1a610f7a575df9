/*
 * The `c` of a queue message: base64 of a 12-byte random IV followed by the AES-256-GCM ciphertext and its
 * 16-byte tag, over the UTF-8 JSON of the command. The channel's name is the additional authenticated data, so a
 * message copied to another channel does not open. Runs on WebCrypto in browsers, Electron and Node alike.
 */

interface Subtle {
  importKey(format: 'raw', key: Uint8Array, algorithm: 'AES-GCM', extractable: false, usages: string[]): Promise<unknown>;
  encrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

interface WebCrypto {
  subtle: Subtle;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** What every runtime of ours has as a global; common/ is compiled without DOM or Node types. */
interface Globals {
  crypto: WebCrypto;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: 'utf-8', options: { fatal: true }) => { decode(bytes: ArrayBuffer): string };
  btoa(binary: string): string;
  atob(base64: string): string;
}

const globals = globalThis as unknown as Globals;
const webCrypto = (): WebCrypto => globals.crypto;

export const SEAL_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const utf8 = new globals.TextEncoder();
const fromUtf8 = new globals.TextDecoder('utf-8', { fatal: true });

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return globals.btoa(text);
}

export function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const raw = globals.atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type SealKey = unknown;

/** Imports a channel key (base64 of 32 bytes); null for anything else. */
export async function importSealKey(base64: string): Promise<SealKey | null> {
  const raw = fromBase64(base64);
  if (!raw || raw.length !== SEAL_KEY_BYTES) return null;
  return webCrypto().subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function seal(key: SealKey, channel: string, value: unknown): Promise<string> {
  const iv = webCrypto().getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await webCrypto().subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(channel) },
    key,
    utf8.encode(JSON.stringify(value)),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

/** The command inside `c`, or null when it was not sealed for this channel with this key (or is not JSON). */
export async function open(key: SealKey, channel: string, sealed: unknown): Promise<unknown> {
  if (typeof sealed !== 'string') return null;
  const bytes = fromBase64(sealed);
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const plain = await webCrypto().subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: utf8.encode(channel) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return JSON.parse(fromUtf8.decode(plain));
  } catch {
    return null;
  }
}
