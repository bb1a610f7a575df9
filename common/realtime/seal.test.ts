import { describe, expect, it } from 'vitest';
import { importSealKey, open, seal, toBase64 } from './seal';

const keyOf = async (fill: number) => (await importSealKey(toBase64(new Uint8Array(32).fill(fill))))!;

describe('sealing a queue message', () => {
  it('opens on the same channel with the same key', async () => {
    const key = await keyOf(7);
    const c = await seal(key, 'h137-abc', { cmd: 'goTo', data: { page: '/orders' } });
    expect(await open(key, 'h137-abc', c)).toEqual({ cmd: 'goTo', data: { page: '/orders' } });
  });

  it('does not open on another channel, with another key, or when a byte changed', async () => {
    const key = await keyOf(7);
    const c = await seal(key, 'h137-abc', { cmd: 'checkout' });
    expect(await open(key, 'h137-other', c)).toBeNull();
    expect(await open(await keyOf(8), 'h137-abc', c)).toBeNull();
    const tampered = (c[20] === 'A' ? 'B' : 'A');
    expect(await open(key, 'h137-abc', c.slice(0, 20) + tampered + c.slice(21))).toBeNull();
  });

  it('uses a fresh IV for every message', async () => {
    const key = await keyOf(1);
    expect(await seal(key, 'x', 1)).not.toBe(await seal(key, 'x', 1));
  });

  it('refuses keys that are not 32 bytes and junk instead of a sealed text', async () => {
    expect(await importSealKey(toBase64(new Uint8Array(16)))).toBeNull();
    expect(await importSealKey('not base64!')).toBeNull();
    const key = await keyOf(2);
    for (const junk of [undefined, 42, '', 'AAAA', '%%%%', { c: 'x' }]) expect(await open(key, 'x', junk)).toBeNull();
  });
});
