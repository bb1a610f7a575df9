import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secret a registration hands its device (part 1 §7). The backend keeps only its hash. */
export const newSign = (): string => randomBytes(24).toString('hex');

export const signHash = (sign: string): string => createHash('sha256').update(sign).digest('hex');

export function signMatches(given: string, storedHash: string): boolean {
  const a = Buffer.from(signHash(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
