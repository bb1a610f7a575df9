import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Text bodies under this many bytes gain nothing from compression. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers made per request (API JSON, the hotel's content and config, index.html with its boot data) are
 * compressed by @fastify/compress at a fast level; the renderer's files were compressed at build time and go out as
 * they are (`web/web-routes.ts`), which this plugin sees by their Content-Encoding and leaves alone.
 */
export function registerCompression(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
