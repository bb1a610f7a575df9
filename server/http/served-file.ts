import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mimeTypeOf } from './mime-types';

/** A response body held in memory with its validator, ready to answer GET, HEAD and revalidation. */
export interface ServedFile {
  body: Buffer;
  type: string;
  etag: string;
}

const sha1 = (data: Buffer | string): string => createHash('sha1').update(data).digest('hex');

export function servedFile(body: Buffer | string, type: string): ServedFile {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: buffer, type, etag: `"${sha1(buffer)}"` };
}

export const servedFileNamed = (body: Buffer | string, fileName: string): ServedFile =>
  servedFile(body, mimeTypeOf(fileName));

export function sendServedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  cacheControl = 'no-cache',
): FastifyReply {
  reply.header('ETag', file.etag).header('Cache-Control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.type(file.type).send(file.body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
