import { describe, expect, it } from 'vitest';
import {
  decideWindowOpen,
  isAllowedNavigation,
  isPermissionAllowed,
  KIOSK_CSP,
  PERMISSION_ALLOW_LIST,
  withDefaultCsp,
} from './navigation-policy';

const allowed = ['https://demo.stay.example', 'http://demo.localhost:8080/'];

describe('isAllowedNavigation', () => {
  it('allows pages of the hotel origins', () => {
    expect(isAllowedNavigation('https://demo.stay.example/menu?id=3', allowed)).toBe(true);
    expect(isAllowedNavigation('http://demo.localhost:8080/information', allowed)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'https://demo.stay.example.evil.example/',
    'https://demo.stay.example:444/',
    'http://demo.stay.example/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'chrome://gpu',
    'devtools://devtools/bundled/inspector.html',
    'not a url',
  ])('blocks %s', (url) => {
    expect(isAllowedNavigation(url, allowed)).toBe(false);
  });

  it('never allows plain http off loopback, even if configured', () => {
    expect(isAllowedNavigation('http://hotel.lan/', ['http://hotel.lan'])).toBe(false);
  });
});

describe('decideWindowOpen', () => {
  it('denies every new window', () => {
    expect(decideWindowOpen('https://evil.example/', allowed)).toEqual({ action: 'deny', openInApp: false });
    expect(decideWindowOpen('https://demo.stay.example/doc.pdf', allowed)).toEqual({ action: 'deny', openInApp: true });
    expect(decideWindowOpen('http://demo.localhost:8080/x', allowed)).toEqual({ action: 'deny', openInApp: false });
  });
});

describe('permission policy', () => {
  it('denies everything while the allow-list is empty', () => {
    expect(PERMISSION_ALLOW_LIST).toEqual([]);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'hid']) {
      expect(isPermissionAllowed(permission, 'https://demo.stay.example/', allowed)).toBe(false);
    }
  });

  it('allows a listed permission only for the hotel origins', () => {
    expect(isPermissionAllowed('fullscreen', 'https://demo.stay.example/', allowed, ['fullscreen'])).toBe(true);
    expect(isPermissionAllowed('fullscreen', 'https://evil.example/', allowed, ['fullscreen'])).toBe(false);
  });
});

describe('content security policy', () => {
  it('is strict: no inline or eval script, no plugins, no framing', () => {
    expect(KIOSK_CSP).toContain("script-src 'self'");
    expect(KIOSK_CSP).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(KIOSK_CSP).toContain("object-src 'none'");
    expect(KIOSK_CSP).toContain("frame-ancestors 'none'");
    expect(KIOSK_CSP).toContain("default-src 'self'");
  });

  it('is added only where the response has no policy of its own', () => {
    expect(withDefaultCsp({ 'content-type': ['text/html'] })).toEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': [KIOSK_CSP],
    });
    const own = { 'content-security-policy': ["default-src 'none'"] };
    expect(withDefaultCsp(own)).toBe(own);
    expect(withDefaultCsp(undefined)).toEqual({ 'Content-Security-Policy': [KIOSK_CSP] });
  });
});
