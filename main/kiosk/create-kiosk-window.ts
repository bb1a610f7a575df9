import { BrowserWindow } from 'electron';
import { FALLBACK_PAGE, NOT_SET_PAGE } from './fallback-page';
import { hardenContents } from './harden';
import { createRendererWatchdog } from './renderer-watchdog';
import { isBlockedShortcut } from './shortcuts';
import { createKioskWindowOptions } from './window-options';

export interface KioskWindowOptions {
  /** The hotel origin's root; null when the installer has not set one yet. */
  hotelUrl: URL | null;
  preloadPath: string;
  allowedOrigins: readonly string[];
  /** Whether shortcuts are swallowed; a service code turns this off until the next start. */
  isLocked(): boolean;
  log(message: string): void;
}

export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow(createKioskWindowOptions(options.preloadPath));
  const contents = window.webContents;
  hardenContents(contents, options.allowedOrigins);
  contents.on('before-input-event', (event, input) => {
    if (options.isLocked() && isBlockedShortcut(input)) event.preventDefault();
  });
  const load = (url: string) =>
    void window.loadURL(url).catch((error: unknown) => options.log(`the page did not load: ${String(error)}`));
  const home = options.hotelUrl?.href ?? NOT_SET_PAGE;
  const watchdog = createRendererWatchdog({
    reload: () => load(home),
    showFallback: () => load(FALLBACK_PAGE),
    log: options.log,
  });
  contents.on('render-process-gone', (_event, details) => watchdog.trouble('render-process-gone', details.reason));
  window.on('unresponsive', () => watchdog.trouble('unresponsive'));
  window.on('responsive', () => watchdog.responsive());
  window.on('closed', () => watchdog.stop());
  window.once('ready-to-show', () => window.show());
  load(home);
  return window;
}
