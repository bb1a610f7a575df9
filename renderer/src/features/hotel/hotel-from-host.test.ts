import { describe, expect, it } from 'vitest';
import { hotelFromHost } from './hotel-from-host';

describe('hotelFromHost', () => {
  it('takes the first label of the host', () => {
    expect(hotelFromHost('seaside.stay.example')).toBe('seaside');
    expect(hotelFromHost('demo.localhost')).toBe('demo');
    expect(hotelFromHost('Seaside.Example.com')).toBe('seaside');
  });

  it('falls back to the demo hotel on an IP address', () => {
    expect(hotelFromHost('192.168.1.20')).toBe('demo');
    expect(hotelFromHost('127.0.0.1')).toBe('demo');
    expect(hotelFromHost('[::1]')).toBe('demo');
  });

  it('falls back to the demo hotel on localhost', () => {
    expect(hotelFromHost('localhost')).toBe('demo');
  });
});
