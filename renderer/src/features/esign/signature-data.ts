import type { PointGroup } from 'signature_pad';
import type { SignatureData } from '@common/api';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** signature_pad's strokes as the backend keeps them: CSS pixels to 0.1, pressure to 0.01, ms since each stroke began. */
export function toSignatureData(groups: readonly PointGroup[], width: number, height: number): SignatureData {
  return {
    width: round(width, 1),
    height: round(height, 1),
    strokes: groups
      .filter((group) => group.points.length > 0)
      .map((group) => {
        const start = group.points[0]!.time;
        return {
          points: group.points.map((p) => [round(p.x, 1), round(p.y, 1), round(Math.min(Math.max(p.pressure, 0), 1), 2), Math.max(0, Math.round(p.time - start))]),
        };
      }),
  };
}

/** The same strokes on a pad of another size (after a resize or a rotation), stretched to fit it. */
export function scaleGroups(groups: readonly PointGroup[], scaleX: number, scaleY: number): PointGroup[] {
  return groups.map((group) => ({ ...group, points: group.points.map((p) => ({ ...p, x: p.x * scaleX, y: p.y * scaleY })) }));
}
