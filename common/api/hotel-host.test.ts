import { describe, expect, it } from 'vitest';
import { hotelFromHost } from './hotel-host';

describe('hotelFromHost', () => {
  it('takes the first label of the host, without the port or case', () => {
    expect(hotelFromHost('demo.localhost:8080')).toBe('demo');
    expect(hotelFromHost('seaside.stay.example')).toBe('seaside');
    expect(hotelFromHost('Seaside.Hotels.Example.com.')).toBe('seaside');
  });

  it('falls back to the demo hotel for IP addresses and plain localhost', () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20', '[::1]:8080', '[::1]', '::1', 'localhost:8080', 'localhost', '', undefined]) {
      expect(hotelFromHost(host)).toBe('demo');
    }
  });

  it('keeps an unknown label so the caller can reject it', () => {
    expect(hotelFromHost('nowhere.localhost')).toBe('nowhere');
  });
});
