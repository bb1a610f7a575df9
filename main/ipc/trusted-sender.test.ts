import { describe, expect, it } from 'vitest';
import { isTrustedInvoke, isTrustedSender } from './trusted-sender';

const hotel = 'https://demo.stay.example';

describe('isTrustedSender', () => {
  it('accepts any page of the configured hotel origin', () => {
    expect(isTrustedSender('https://demo.stay.example/', hotel)).toBe(true);
    expect(isTrustedSender('https://demo.stay.example/menu/12?x=1#top', `${hotel}/`)).toBe(true);
  });

  it.each([
    ['another hotel', 'https://other.stay.example/'],
    ['a look-alike host', 'https://demo.stay.example.evil.test/'],
    ['plain http', 'http://demo.stay.example/'],
    ['another port', 'https://demo.stay.example:8443/'],
    ['a file', 'file:///etc/passwd'],
    ['a data URL', 'data:text/html,<p>hi'],
    ['about:blank', 'about:blank'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_name, url) => {
    expect(isTrustedSender(url, hotel)).toBe(false);
  });

  it('refuses everything when the configured origin is unusable', () => {
    expect(isTrustedSender('https://demo.stay.example/', '')).toBe(false);
  });
});

describe('isTrustedInvoke', () => {
  const sender = { senderWebContentsId: 7, isMainFrame: true, frameUrl: 'https://demo.stay.example/' };

  it('accepts the kiosk window main frame on the hotel origin', () => {
    expect(isTrustedInvoke(sender, 7, hotel)).toBe(true);
  });

  it('refuses iframes, other web contents, and calls before the window exists', () => {
    expect(isTrustedInvoke({ ...sender, isMainFrame: false }, 7, hotel)).toBe(false);
    expect(isTrustedInvoke({ ...sender, senderWebContentsId: 8 }, 7, hotel)).toBe(false);
    expect(isTrustedInvoke(sender, null, hotel)).toBe(false);
  });
});
