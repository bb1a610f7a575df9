import { describe, expect, it } from 'vitest';
import { variantOf } from './variant';

describe('/mobile-key variants', () => {
  it('is inactive without a vendor or without a key', () => {
    expect(variantOf({ vendor: 'none', has: true })).toBe('inactive');
    expect(variantOf({ vendor: 'salto', has: false })).toBe('inactive');
  });

  it('is active for Omnitec online, which opens over the network', () => {
    expect(variantOf({ vendor: 'scienerOmnitecOnline', has: true })).toBe('active');
  });

  it.each(['seos', 'salto', 'forze', 'blacknova', 'adria', 'scienerOmnitec', 'onity'] as const)('is the browser variant for %s, which needs Bluetooth', (vendor) => {
    expect(variantOf({ vendor, has: true })).toBe('browser');
  });
});
