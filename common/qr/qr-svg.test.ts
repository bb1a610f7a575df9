import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-matrix';
import { utf8 } from './utf8';
import { qrPath, qrSvgDocument } from './qr-svg';

describe('qr svg', () => {
  it('draws one square per dark module inside a four-module quiet zone', () => {
    const text = 'http://demo.localhost:8080/pay/stayCloudPay?payload=abc';
    const matrix = qrMatrix(text);
    const { d, size } = qrPath(text);
    expect(size).toBe(matrix.length + 8);
    expect(d.match(/M/g)?.length).toBe(matrix.flat().filter(Boolean).length);
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('encodes text as UTF-8 exactly as TextEncoder does', () => {
    for (const text of ['', 'room 101', 'Zimmer · Straße', '房间', '🛎 bell', 'ل']) {
      expect([...utf8(text)], text).toEqual([...new TextEncoder().encode(text)]);
    }
  });

  it('makes a standalone document of the requested size', () => {
    const svg = qrSvgDocument('x', 220);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="220" height="220" viewBox="0 0 29 29"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
