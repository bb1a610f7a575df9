import { log } from '@renderer/lib/log';
import { readString, removeKey, writeString } from '@renderer/lib/storage';

export const REMOTE_DEBUG_KEY = 'stay.remoteDebug';

export const isRemoteDebugOn = (): boolean => readString(REMOTE_DEBUG_KEY) === '1';

export function setRemoteDebug(on: boolean): void {
  if (on) writeString(REMOTE_DEBUG_KEY, '1');
  else removeKey(REMOTE_DEBUG_KEY);
}

/**
 * Loads the hotel's remote-debug script when the flag is on and the hotel configured one on its own origin or an
 * allowed origin; nothing is loaded otherwise.
 */
export function loadRemoteDebugScript(scriptUrl: string | undefined, allowedOrigins: readonly string[] = []): boolean {
  if (!isRemoteDebugOn() || !scriptUrl) return false;
  let url: URL;
  try {
    url = new URL(scriptUrl, location.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.origin !== location.origin) return false;
  if (url.origin !== location.origin && !allowedOrigins.includes(url.origin)) {
    log('warn', `remote debug script refused: ${url.origin} is not allowed`);
    return false;
  }
  const script = document.createElement('script');
  script.src = url.href;
  script.async = true;
  document.head.append(script);
  return true;
}
