export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

const DEFAULT_ERROR_STATUS = 500;
export const TIMEOUT_STATUS = 408;

/** Every failed call ends as one of these: a message and a status (default 500). */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;

  constructor(message: string, status: number = DEFAULT_ERROR_STATUS, kind: ApiErrorKind = 'http', body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.body = body;
  }

  /** The spec's result code when the error body carries one. */
  get result(): number | undefined {
    const result = (this.body as { result?: unknown } | undefined)?.result;
    return typeof result === 'number' ? result : undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 200);
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return undefined;
}

export function httpError(status: number, statusText: string, body: unknown): ApiError {
  return new ApiError(messageOf(body) ?? (statusText || `HTTP ${status}`), status || DEFAULT_ERROR_STATUS, 'http', body);
}

export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) return new ApiError(error.message || 'Request failed', DEFAULT_ERROR_STATUS, 'network');
  return new ApiError(typeof error === 'string' ? error : 'Request failed');
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
