import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';

const PRIVATE_PREFIXES = [HOST_PREFIX.api, HOST_PREFIX.pay, HOST_PREFIX.operator].map((prefix) => `${prefix}/`);

/** Answers of the api, payment and operator hosts name guests: no browser or proxy may keep them. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
