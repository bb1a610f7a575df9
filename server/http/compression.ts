import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;
const CACHE_ENTRIES = 256;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/**
 * Compresses text bodies for clients that accept it. Bodies with an ETag are the same bytes every time, so
 * they get the best (slow) brotli level once and are kept; per-request JSON gets a fast level.
 */
export function registerCompression(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!body || body.length < MIN_BYTES) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const etag = reply.getHeader('etag');
    const key = typeof etag === 'string' ? `${encoding}:${etag}` : undefined;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      compressed = await compress(body, encoding, key !== undefined);
      if (key) remember(cache, key, compressed);
    }
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('ETag', `W/${etag}`);
    reply.header('Content-Encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}

function compress(body: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function negotiate(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const item of String(header ?? '').split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (['br', 'gzip'] as const).find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

function remember(cache: Map<string, Buffer>, key: string, value: Buffer): void {
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}
