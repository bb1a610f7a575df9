import type { FastifyReply } from 'fastify';
import { slidingWindow } from './sliding-window';

const MINUTE_MS = 60_000;

/** What one client address may write without a guest behind it, per hotel (a guest's own token is not counted). */
const ANONYMOUS_WRITE_LIMITS = {
  orders: { limit: 10, windowMs: 10 * MINUTE_MS },
  payments: { limit: 10, windowMs: 10 * MINUTE_MS },
  feedback: { limit: 10, windowMs: 60 * MINUTE_MS },
  errorReports: { limit: 30, windowMs: 10 * MINUTE_MS },
  registrations: { limit: 20, windowMs: 10 * MINUTE_MS },
} as const;

export type AnonymousWrite = keyof typeof ANONYMOUS_WRITE_LIMITS;

/** One counter per route module: `take` records a write and answers false once the address used up its window. */
export function anonymousWrites(kind: AnonymousWrite, now?: () => number) {
  const { limit, windowMs } = ANONYMOUS_WRITE_LIMITS[kind];
  const window = slidingWindow(limit, windowMs, now);
  return { take: (hotelId: number, address: string): boolean => window.take(`${hotelId}|${address}`) };
}

export function replyTooMany(reply: FastifyReply, result?: number): FastifyReply {
  const body: { error: string; result?: number } = { error: 'Too many requests from this address: wait a few minutes' };
  if (result !== undefined) body.result = result;
  return reply.code(429).send(body);
}
