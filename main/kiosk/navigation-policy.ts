const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The origin of a URL the kiosk may show, or null. https everywhere; plain http only on loopback,
 * where the demo backend runs (`http://demo.localhost:8080`).
 */
export function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return parsed.origin;
    if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return parsed.origin;
    return null;
  } catch {
    return null;
  }
}

export function isAllowedNavigation(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = webOrigin(url);
  return origin !== null && allowedOrigins.some((allowed) => webOrigin(allowed) === origin);
}

export interface WindowOpenDecision {
  action: 'deny';
  /** The URL may be shown inside the kiosk (an in-app viewer); never in a new window. */
  openInApp: boolean;
}

/** New windows are never created; the hotel's own https pages may later open in an in-app viewer. */
export function decideWindowOpen(url: string, allowedOrigins: readonly string[]): WindowOpenDecision {
  return { action: 'deny', openInApp: url.startsWith('https:') && isAllowedNavigation(url, allowedOrigins) };
}

/** Permissions the hotel pages may use. Empty: nothing the walking skeleton needs asks for one. */
export const PERMISSION_ALLOW_LIST: readonly string[] = [];

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  allowedOrigins: readonly string[],
  allowList: readonly string[] = PERMISSION_ALLOW_LIST,
): boolean {
  return allowList.includes(permission) && isAllowedNavigation(requestingUrl, allowedOrigins);
}

/** Applied to responses that bring no policy of their own. */
export const KIOSK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https: wss: ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

type Headers = Record<string, string[] | string>;

export function withDefaultCsp(headers: Headers | undefined): Headers {
  const current = headers ?? {};
  const hasPolicy = Object.keys(current).some((name) => name.toLowerCase() === 'content-security-policy');
  return hasPolicy ? current : { ...current, 'Content-Security-Policy': [KIOSK_CSP] };
}
