import { describe, expect, it } from 'vitest';
import { customHotelFromHost, hotelHost } from './host-labels';
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

describe('the custom-hotel label', () => {
  it('is the label after the hotel, starting with custom-; the hotel is still the first label', () => {
    expect(customHotelFromHost('demo.custom-aurora.localhost:8080')).toBe('aurora');
    expect(hotelFromHost('demo.custom-aurora.localhost:8080')).toBe('demo');
    expect(customHotelFromHost('Demo.Custom-Grand-Hotel.example.com')).toBe('grand-hotel');
  });

  it('is absent from plain hosts, IP addresses and malformed labels', () => {
    for (const host of ['demo.localhost', 'demo.stay.example', 'custom-aurora.localhost', '127.0.0.1', '[::1]:8080', 'demo.custom-.localhost', 'demo.custom-_x.localhost', undefined]) {
      expect(customHotelFromHost(host)).toBeUndefined();
    }
  });
});

describe('hotelHost', () => {
  it("replaces the hotel's label and drops the custom-hotel label", () => {
    expect(hotelHost('seaside', 'demo.localhost:8080')).toBe('seaside.localhost');
    expect(hotelHost('seaside', 'demo.stay.example')).toBe('seaside.stay.example');
    expect(hotelHost('seaside', 'demo.custom-aurora.stay.example')).toBe('seaside.stay.example');
    expect(hotelHost('seaside', 'localhost:8080')).toBe('seaside.localhost');
  });

  it('has no answer for an IP address', () => {
    expect(hotelHost('seaside', '127.0.0.1:8080')).toBeUndefined();
    expect(hotelHost('seaside', '[::1]:8080')).toBeUndefined();
  });
});
