import { describe, expect, it } from 'vitest';
import { readCheckInUrl } from './check-in-url';

describe('readCheckInUrl', () => {
  it('passes on an absolute web address, and nothing else', () => {
    expect(readCheckInUrl('?checkInUrl=https%3A%2F%2Fcheckin.example%2Fg%3Fb%3D1')).toBe('https://checkin.example/g?b=1');
    for (const bad of ['javascript%3Aalert(1)', '%2Frelative', 'not a url', '']) expect(readCheckInUrl(`?checkInUrl=${bad}`)).toBeNull();
  });
});
