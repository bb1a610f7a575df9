export { request, buildUrl, setRequestHooks, type RequestBody, type RequestHooks, type RequestOptions } from './client';
export { ApiError, normalizeError, isNotFound } from './errors';
export { configureBases, baseUrl, mediaUrl, type BaseName } from './bases';
export * from './hotel-calls';
export * from './content-calls';
export * from './auth-calls';
export * from './guest-calls';
export { sendErrorReport } from './error-report-calls';
// Commerce calls are imported from './commerce-calls' by the lazy screens: through this barrel they would join the entry.
