import { z } from 'zod';

/** Form fields arrive as strings and JSON as numbers; both become a number. */
export const intField = z.union([
  z.number().int().nonnegative(),
  z.string().trim().regex(/^\d{1,10}$/, 'must be a whole number').transform(Number),
]);

export const textField = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => textField(max).min(1, 'is required');

export type Parsed<T> = { ok: true; data: T } | { ok: false; reason: string };

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  return { ok: false, reason: `${where}: ${issue?.message ?? 'invalid'}` };
}
