import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `Authorization: Bearer <operator token>`; without a configured token the operator API stays shut. */
export function operatorGuard(operatorToken: string | undefined) {
  const expected = operatorToken ? digest(operatorToken) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
    if (expected && given && timingSafeEqual(digest(given), expected)) return;
    return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Operator token required' });
  };
}

const digest = (token: string): Buffer => createHash('sha256').update(token).digest();
