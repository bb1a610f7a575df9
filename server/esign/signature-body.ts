import { z } from 'zod';
import { SIGNATURE_LIMITS, type SignatureData } from '../../common/api/esign';

const side = z.number().positive().max(SIGNATURE_LIMITS.sidePx);
const coordinate = z.number().finite().min(-SIGNATURE_LIMITS.sidePx).max(2 * SIGNATURE_LIMITS.sidePx);
const point = z.tuple([coordinate, coordinate, z.number().min(0).max(1), z.number().int().min(0).max(600_000)]);

/** A signature as signature_pad drew it: at least one stroke, bounded in strokes, points and size. */
export const signatureSchema: z.ZodType<SignatureData> = z
  .object({
    width: side,
    height: side,
    strokes: z.array(z.object({ points: z.array(point).min(1) })).min(1).max(SIGNATURE_LIMITS.strokes),
  })
  .refine((s) => s.strokes.reduce((n, stroke) => n + stroke.points.length, 0) <= SIGNATURE_LIMITS.points, {
    message: `at most ${SIGNATURE_LIMITS.points} points`,
    path: ['strokes'],
  });
