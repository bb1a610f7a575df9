import { describe, expect, it } from 'vitest';
import { negotiate } from './compression';

describe('negotiate', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('gzip, br;q=0')).toBe('gzip');
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate(undefined)).toBeUndefined();
    expect(negotiate('*')).toBe('br');
  });
});
