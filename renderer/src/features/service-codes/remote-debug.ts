import { log } from '@renderer/lib/log';
import { readString, removeKey, writeString } from '@renderer/lib/storage';

export const REMOTE_DEBUG_KEY = 'stay.remoteDebug';
const SCRIPT_ID = 'stay-remote-debug';

declare global {
  interface Window {
    /** Set by the remote-debug script while it runs (the demo's on-screen console). */
    stayRemoteDebug?: { stop(): void };
  }
}

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
  if (document.getElementById(SCRIPT_ID)) return true;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url.href;
  script.async = true;
  document.head.append(script);
  return true;
}

/** Service code 1172: the running script takes itself down, and its element goes so that 1171 loads it afresh. */
export function stopRemoteDebugScript(): void {
  window.stayRemoteDebug?.stop();
  document.getElementById(SCRIPT_ID)?.remove();
}
