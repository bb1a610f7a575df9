import { describe, expect, it } from 'vitest';
import { resolveHotelUrl } from './hotel-url';

describe('resolveHotelUrl', () => {
  it('prefers the environment over the setting and loads the origin root', () => {
    expect(resolveHotelUrl({ env: 'https://demo.stay.example/x?y=1', setting: 'https://other.stay.example' })?.href).toBe(
      'https://demo.stay.example/',
    );
    expect(resolveHotelUrl({ setting: 'https://demo.stay.example' })?.href).toBe('https://demo.stay.example/');
  });

  it('accepts a loopback http demo backend', () => {
    expect(resolveHotelUrl({ env: 'http://demo.localhost:8080' })?.href).toBe('http://demo.localhost:8080/');
  });

  it('never yields file:, plain http off loopback, or junk', () => {
    expect(resolveHotelUrl({ env: 'file:///opt/stay/index.html' })).toBeNull();
    expect(resolveHotelUrl({ env: 'http://hotel.lan/', setting: 'nonsense' })).toBeNull();
    expect(resolveHotelUrl({})).toBeNull();
  });
});
