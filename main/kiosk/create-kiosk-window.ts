import { BrowserWindow } from 'electron';
import { TEXT } from '../../common/spec/texts';
import { hardenContents } from './harden';
import { isBlockedShortcut } from './shortcuts';
import { createKioskWindowOptions } from './window-options';

export interface KioskWindowOptions {
  /** The hotel origin's root; null when the installer has not set one yet. */
  hotelUrl: URL | null;
  preloadPath: string;
  allowedOrigins: readonly string[];
}

// A data: page has an opaque origin, so it never passes the bridge's sender check.
const NOT_SET_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(
  `<!doctype html><title>Stay</title><body style="background:#000;color:#fff;font:24px sans-serif;display:grid;place-items:center;height:100vh;margin:0">${TEXT.hotelNotSet}</body>`,
)}`;

export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow(createKioskWindowOptions(options.preloadPath));
  const contents = window.webContents;
  hardenContents(contents, options.allowedOrigins);
  contents.on('before-input-event', (event, input) => {
    if (isBlockedShortcut(input)) event.preventDefault();
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.hotelUrl?.href ?? NOT_SET_PAGE).catch((error: unknown) => {
    console.error('[kiosk] the hotel page did not load', error);
  });
  return window;
}
