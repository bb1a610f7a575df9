import { describe, expect, it } from 'vitest';
import { hotelLabelOf } from './resolve-hotel';

describe('hotelLabelOf', () => {
  it('takes the first label of the host, without the port', () => {
    expect(hotelLabelOf('demo.localhost:8080')).toBe('demo');
    expect(hotelLabelOf('Seaside.Hotels.Example.com')).toBe('seaside');
  });

  it('falls back to the demo hotel for IP addresses and plain localhost', () => {
    expect(hotelLabelOf('127.0.0.1:8080')).toBe('demo');
    expect(hotelLabelOf('192.168.1.20')).toBe('demo');
    expect(hotelLabelOf('[::1]:8080')).toBe('demo');
    expect(hotelLabelOf('localhost:8080')).toBe('demo');
    expect(hotelLabelOf(undefined)).toBe('demo');
  });

  it('keeps an unknown label so the caller can reject it', () => {
    expect(hotelLabelOf('nowhere.localhost')).toBe('nowhere');
  });
});
