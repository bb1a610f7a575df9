import { REQUEST_TIMEOUT_MS } from '@common/spec';
import { baseUrl, type BaseName } from './bases';
import { ApiError, httpError, normalizeError, TIMEOUT_STATUS } from './errors';

type Fields = Record<string, string | number | boolean | Blob | undefined>;

export type RequestBody = { json: unknown } | { form: Fields } | { multipart: Fields };

export interface RequestOptions {
  base: BaseName;
  path: string;
  method?: 'GET' | 'POST' | 'HEAD';
  query?: Record<string, string | number | undefined>;
  body?: RequestBody;
  timeoutMs?: number;
  responseType?: 'json' | 'text' | 'none';
  headers?: Record<string, string>;
  /** Goes out at once and quietly: not deferred while offline, no loader (logout must never wait). */
  background?: boolean;
}

const entries = (fields: Fields) =>
  Object.entries(fields).filter((entry): entry is [string, string | number | boolean | Blob] => entry[1] !== undefined);

function encodeBody(body: RequestBody | undefined): { body?: BodyInit; contentType?: string } {
  if (!body) return {};
  if ('json' in body) return { body: JSON.stringify(body.json), contentType: 'application/json' };
  if ('form' in body) {
    const params = new URLSearchParams();
    for (const [key, value] of entries(body.form)) params.append(key, String(value));
    return { body: params, contentType: 'application/x-www-form-urlencoded' };
  }
  const data = new FormData();
  for (const [key, value] of entries(body.multipart)) data.append(key, value instanceof Blob ? value : String(value));
  return { body: data };
}

export function buildUrl(base: BaseName, path: string, query?: RequestOptions['query']): string {
  const url = `${baseUrl(base)}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Seams for the shell: offline deferral waits before a call, the loader watches it. */
export interface RequestHooks {
  beforeSend?: (url: string) => Promise<void>;
  onStart?: (url: string) => () => void;
}

let hooks: RequestHooks = {};

export const setRequestHooks = (next: RequestHooks): void => {
  hooks = next;
};

/** The one door to the network: bases, timeout, body encoding and error normalisation live here. */
export async function request<T>(options: RequestOptions): Promise<T> {
  if (options.background) return send<T>(options);
  await hooks.beforeSend?.(buildUrl(options.base, options.path, options.query));
  const done = hooks.onStart?.(buildUrl(options.base, options.path, options.query));
  try {
    return await send<T>(options);
  } finally {
    done?.();
  }
}

async function send<T>(options: RequestOptions): Promise<T> {
  const { method = options.body ? 'POST' : 'GET', timeoutMs = REQUEST_TIMEOUT_MS, responseType = 'json' } = options;
  const url = buildUrl(options.base, options.path, options.query);
  const { body, contentType } = encodeBody(options.body);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method,
      body,
      headers: contentType || options.headers ? { ...options.headers, ...(contentType ? { 'Content-Type': contentType } : {}) } : undefined,
      signal: controller.signal,
    });
    if (!response.ok) throw httpError(response.status, response.statusText, await readBody(response));
    if (responseType === 'none' || method === 'HEAD') return undefined as T;
    if (responseType === 'text') return (await response.text()) as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('Malformed response', response.status, 'parse');
    }
  } catch (error) {
    if (timedOut) throw new ApiError('Request timed out', TIMEOUT_STATUS, 'timeout');
    throw normalizeError(error);
  } finally {
    clearTimeout(timer);
  }
}
