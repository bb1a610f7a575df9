import { describe, expect, it } from 'vitest';
import reference from './qr-reference.json';
import { encodeQr, penalty, rsRemainder } from './qr-encode';

const rows = (matrix: boolean[][]) => matrix.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));

describe('encodeQr', () => {
  it('matches an independent encoder module for module, versions 1 to 10 (with version info from 7), every mask', () => {
    expect(new Set(reference.cases.map((c) => c.mask)).size).toBe(8);
    expect(reference.cases.some((c) => c.version >= 7)).toBe(true);
    for (const sample of reference.cases) {
      const qr = encodeQr(sample.text, sample.mask);
      expect(qr.version, sample.text).toBe(sample.version);
      expect(rows(qr.matrix), sample.text).toEqual(sample.rows);
    }
  });

  it('computes Reed-Solomon remainders (ISO/IEC 18004 annex example, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('chooses the mask with the lowest penalty', () => {
    const auto = encodeQr('http://demo.localhost:8080/');
    const scores = Array.from({ length: 8 }, (_, m) => penalty(encodeQr('http://demo.localhost:8080/', m).matrix));
    expect(penalty(auto.matrix)).toBe(Math.min(...scores));
    expect(auto.matrix).toHaveLength(33);
  });

  it('refuses text longer than a level H version 10 code holds', () => {
    expect(() => encodeQr('x'.repeat(120))).toThrow(RangeError);
    expect(encodeQr('x'.repeat(119)).version).toBe(10);
  });
});
