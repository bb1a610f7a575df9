import { describe, expect, it } from 'vitest';
import { onWifi } from './connection';

const navigatorWith = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('Wi-Fi from the Network Information API', () => {
  it('is Wi-Fi only when the API says so', () => {
    expect(onWifi(navigatorWith({ type: 'wifi' }))).toBe(true);
    expect(onWifi(navigatorWith({ type: 'cellular' }))).toBe(false);
  });

  it('counts a browser that does not tell (no API, or no type) as not on Wi-Fi', () => {
    expect(onWifi(navigatorWith())).toBe(false);
    expect(onWifi(navigatorWith({ effectiveType: '4g' }))).toBe(false);
  });
});
