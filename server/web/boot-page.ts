import { createHash } from 'node:crypto';
import type { BootData } from '../../common/api/config';
import { PDF_VIEWER_URL } from '../../common/spec/product';
import type { Hotel } from '../hotels/hotel';
import { identityOf } from '../hotels/hotel';

const BOOT_MARKER = '<!--stay-boot-->';
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;
const WS_ORIGIN = /^wss?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

function bootDataOf(hotel: Hotel): BootData {
  return { hotel: hotel.name, config: hotel.config, identity: identityOf(hotel), languages: hotel.languages };
}

/**
 * Puts the hotel's config into the page so a cold start needs no config-then-data chain. `<` is escaped so
 * no value can close the script; the CSP allows exactly this script by its hash.
 */
export function bootPage(indexHtml: string, hotel: Hotel | undefined, connectSources: readonly string[] = []): { html: string; csp: string } {
  if (!hotel || !indexHtml.includes(BOOT_MARKER)) return { html: indexHtml, csp: contentSecurityPolicy(hotel, [], connectSources) };
  const script = `window.__STAY_BOOT__=${JSON.stringify(bootDataOf(hotel)).replace(/</g, '\\u003c')}`;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return {
    html: indexHtml.replace(BOOT_MARKER, () => `<script>${script}</script>`),
    csp: contentSecurityPolicy(hotel, [hash], connectSources),
  };
}

/** `connectSources`: other origins the app talks to, such as a telephone exchange on its own host (`ws:`/`wss:` origins only). */
export function contentSecurityPolicy(hotel: Hotel | undefined, scriptHashes: string[], connectSources: readonly string[] = []): string {
  const frames = (hotel?.config.allowedFrameOrigins ?? []).filter((origin) => ORIGIN.test(origin));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    ["connect-src 'self' ws://127.0.0.1:* ws://localhost:*", ...connectSources.filter((origin) => WS_ORIGIN.test(origin))].join(' '),
    // The in-app viewer shows PDF links through the online document viewer (part 1 §2).
    ["frame-src 'self'", new URL(PDF_VIEWER_URL).origin, ...frames].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
