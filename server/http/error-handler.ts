import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../common/api/auth';

/** Every failure leaves as JSON `{error}` (plus the call's result code), never as a stack or an HTML page. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.statusCode ?? 500;
    const status = code >= 400 && code < 600 ? code : 500;
    if (status >= 500) request.log.error(error);
    const body: ErrorBody = { error: status >= 500 ? 'Internal server error' : error.message };
    const codes = request.routeOptions.config?.resultCodes;
    if (codes) body.result = status >= 500 ? codes.failure : codes.badInput;
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody),
  );
}
