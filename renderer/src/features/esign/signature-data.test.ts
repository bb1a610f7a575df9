import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { scaleGroups, toSignatureData } from './signature-data';

const group = (points: [number, number, number, number][]): PointGroup => ({
  dotSize: 0, minWidth: 0.8, maxWidth: 2.8, penColor: '#14213d', velocityFilterWeight: 0.7, compositeOperation: 'source-over',
  points: points.map(([x, y, pressure, time]) => ({ x, y, pressure, time })),
});

describe('signature points', () => {
  it('keeps CSS pixels to 0.1, pressure to 0.01 within 0..1, and ms since each stroke began', () => {
    const data = toSignatureData([group([[10.04, 20.06, 0.5, 1_000_000], [30.55, 40, 1.3, 1_000_016.4]]), group([]), group([[5, 5, -1, 2_000_000]])], 320.04, 180);
    expect(data).toEqual({
      width: 320,
      height: 180,
      strokes: [{ points: [[10, 20.1, 0.5, 0], [30.6, 40, 1, 16]] }, { points: [[5, 5, 0, 0]] }],
    });
  });

  it('stretches strokes to a resized pad, so a rotation keeps the signature in place', () => {
    const [scaled] = scaleGroups([group([[100, 50, 0.5, 1], [200, 100, 0.5, 2]])], 2, 0.5);
    expect(scaled?.points.map((p) => [p.x, p.y])).toEqual([[200, 25], [400, 50]]);
    expect(scaled?.penColor).toBe('#14213d');
  });
});
