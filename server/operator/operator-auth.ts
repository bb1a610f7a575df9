import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Each hotel's front desk has its own operator token: one hotel's token opens nothing of another's. */
export interface OperatorTokens {
  /** The token of a hotel, e.g. to print it at start; undefined when that hotel's operator API is shut. */
  of(hotel: string): string | undefined;
  matches(hotel: string, given: string): boolean;
}

export function operatorTokens(byHotel: Readonly<Record<string, string | undefined>>): OperatorTokens {
  const digests = new Map(Object.entries(byHotel).flatMap(([hotel, token]) => (token ? [[hotel, digest(token)] as const] : [])));
  return {
    of: (hotel) => byHotel[hotel] || undefined,
    matches(hotel, given) {
      const expected = digests.get(hotel);
      return expected !== undefined && timingSafeEqual(digest(given), expected);
    },
  };
}

/**
 * `onRequest` hook of every operator route: `Authorization: Bearer <the token of the hotel in the path>`.
 * Use it as `{ onRequest: operatorGuard(tokens) }` on a route whose path has `:hotel`.
 */
export function operatorGuard(tokens: OperatorTokens) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const hotel = (request.params as { hotel?: unknown } | undefined)?.hotel;
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (typeof hotel === 'string' && given && tokens.matches(hotel, given)) return;
    return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Operator token required' });
  };
}

const digest = (token: string): Buffer => createHash('sha256').update(token).digest();
