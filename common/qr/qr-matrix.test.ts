import { describe, expect, it } from 'vitest';
import reference from './qr-reference.json';
import { qrMatrix } from './qr-matrix';

const rows = (matrix: boolean[][]) => matrix.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));

describe('qrMatrix', () => {
  it('matches an independent encoder module for module at level H, versions 1 to 10, every mask', () => {
    expect(new Set(reference.cases.map((c) => c.mask)).size).toBe(8);
    expect(reference.cases.some((c) => c.version >= 7)).toBe(true);
    for (const sample of reference.cases) {
      const matrix = qrMatrix(sample.text, sample.mask);
      expect(matrix.length, sample.text).toBe(sample.version * 4 + 17);
      expect(rows(matrix), sample.text).toEqual(sample.rows);
    }
  });

  it('keeps upper-case text in byte mode, as the reference does', () => {
    const a = reference.cases.find((c) => c.text === 'A');
    expect(rows(qrMatrix('A', a?.mask))).toEqual(a?.rows);
  });

  it('sizes a link of the demo as version 4 (33 modules) with an automatic mask', () => {
    expect(qrMatrix('http://demo.localhost:8080/')).toHaveLength(33);
  });
});
