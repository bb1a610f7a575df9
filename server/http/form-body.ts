import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './http-error';

const FIELD_MAX_BYTES = 4096;
const MULTIPART_LIMITS = { fields: 32, files: 0, parts: 40, fieldSize: FIELD_MAX_BYTES, fieldNameSize: 100, headerPairs: 50 };

type FormValue = string | string[];
type FormBody = Record<string, FormValue>;

/** Form posts (multipart and urlencoded) become a plain record of strings before the handler validates it. */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const form: FormBody = Object.create(null);
    for (const [key, value] of new URLSearchParams(body as string)) add(form, key, value);
    done(null, form);
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipart(request);
  });
}

async function readMultipart(request: FastifyRequest): Promise<FormBody> {
  const form: FormBody = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') throw httpError(400, 'File parts are not accepted');
      if (part.valueTruncated || part.fieldnameTruncated) throw httpError(413, `Field ${part.fieldname} is too long`);
      add(form, part.fieldname, String(part.value));
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    throw status && status < 500 ? error : httpError(400, `Malformed multipart body: ${(error as Error).message}`);
  }
  return form;
}

function add(form: FormBody, key: string, value: string): void {
  const existing = form[key];
  if (existing === undefined) form[key] = value;
  else form[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}
