import { describe, expect, it } from 'vitest';
import { newNonce, omnitecSignature } from './omnitec-signature';

describe('the Omnitec open signature (docs/backend-contract.md)', () => {
  it('is hex HMAC-SHA-256 keyed by the PIN over the nonce, a line feed and the lock id', async () => {
    // Computed with Node's createHmac('sha256', '2468').update(nonce + '\n' + 'room-101').
    const nonce = '1795473600000-0123456789abcdef0123456789abcdef';
    expect(await omnitecSignature('2468', nonce, 'room-101')).toBe('c75480916b2d596115a18d97669b7ef0c3d40dd1b7cf6690d4463376e50e599a');
  });

  it('changes with the PIN, the nonce and the lock', async () => {
    const nonce = newNonce(1_795_473_600_000);
    const base = await omnitecSignature('2468', nonce, 'room-101');
    expect(await omnitecSignature('2469', nonce, 'room-101')).not.toBe(base);
    expect(await omnitecSignature('2468', newNonce(1_795_473_600_000), 'room-101')).not.toBe(base);
    expect(await omnitecSignature('2468', nonce, 'spa')).not.toBe(base);
  });

  it('makes nonces of the time and 16 random bytes', () => {
    expect(newNonce(1_795_473_600_000)).toMatch(/^1795473600000-[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});
