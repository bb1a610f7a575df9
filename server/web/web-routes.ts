import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest } from '../http/hotel-scope';
import { sendServedFile, servedFileNamed } from '../http/served-file';
import { bootPage } from './boot-page';
import { webFiles } from './web-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RESERVED = Object.values(HOST_PREFIX);
const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Stay</title>
<p>The guest app is not built yet. Run <code>npm run build:web</code> and reload.</p>`;

/**
 * The built renderer with a history fallback: any other GET gets index.html, with the hotel's boot data. Files go
 * out as the build wrote them: `@fastify/static` picks the `.br` or `.gz` beside a file by the Accept-Encoding.
 */
export async function registerWebRoutes(app: FastifyInstance, ctx: AppContext, webRoot: string | undefined, connectSources: readonly string[] = []): Promise<void> {
  const files = webRoot ? webFiles(webRoot) : undefined;
  if (files) {
    await app.register(fastifyStatic, { root: files.root, serve: false, preCompressed: true, cacheControl: false, dotfiles: 'deny', index: false });
  }

  app.get('/*', async (request, reply) => {
    const path = decodedPath(request.url);
    if (path === undefined) return reply.code(400).send({ error: 'Malformed URL' });
    if (RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.code(404).send({ error: `No route for ${request.method} ${path}` });
    }
    const file = path === '/index.html' ? undefined : files?.exists(path);
    if (file) return reply.header('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : 'no-cache').sendFile(file);
    if (path.startsWith('/assets/')) return reply.code(404).send({ error: 'No such asset' });
    const index = files?.index();
    if (!index) return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);
    return sendIndex(request, reply, ctx, index.body.toString('utf8'), connectSources);
  });
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, indexHtml: string, connectSources: readonly string[]): FastifyReply {
  const page = bootPage(indexHtml, hotelOfRequest(request, ctx.hotels), connectSources);
  reply.header('Content-Security-Policy', page.csp);
  reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'same-origin').header('X-Frame-Options', 'DENY');
  return sendServedFile(request, reply, servedFileNamed(page.html, 'index.html'));
}

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}
