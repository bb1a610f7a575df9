import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { contentSecurityPolicy } from './boot-page';
import { webFiles } from './web-files';

/** The console's page and its hashed assets. `_` cannot start a host label, so no hotel's API path is shadowed. */
export const OPERATOR_CONSOLE_PATH = `${HOST_PREFIX.operator}/`;
export const OPERATOR_CONSOLE_ASSETS = `${HOST_PREFIX.operator}/_assets/`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Stay front desk</title>
<p>The operator console is not built yet. Run <code>npm run build:web</code> and reload.</p>`;

/**
 * The front desk's console (renderer/operator, built into `{webRoot}/operator`). The page holds no hotel data:
 * everything it shows comes from the operator API with the token the operator types in. Register it after the web
 * routes, whose static-file plugin gives `reply.sendFile`.
 */
export function registerOperatorConsoleRoutes(app: FastifyInstance, webRoot: string | undefined): void {
  const files = webRoot ? webFiles(join(webRoot, 'operator')) : undefined;
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(undefined, []), 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' };

  app.get(HOST_PREFIX.operator, async (_request, reply) => reply.redirect(OPERATOR_CONSOLE_PATH, 301));

  app.get(OPERATOR_CONSOLE_PATH, async (_request, reply) => {
    reply.headers(headers);
    if (!files?.exists('/index.html')) return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', files.root);
  });

  app.get<{ Params: { '*': string } }>(`${OPERATOR_CONSOLE_ASSETS}*`, async (request, reply) => {
    const path = files?.exists(`/_assets/${request.params['*']}`);
    if (!files || !path) return reply.code(404).send({ error: 'No such asset' });
    return reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', IMMUTABLE).sendFile(path.slice(1), files.root);
  });
}
