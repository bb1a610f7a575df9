import type { BrowserWindowConstructorOptions } from 'electron';

export const KIOSK_BACKGROUND_COLOR = '#000000';

/** The kiosk window: fullscreen, frameless, hidden until painted, and every renderer hardening on. */
export function createKioskWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    frame: false,
    autoHideMenuBar: true,
    backgroundColor: KIOSK_BACKGROUND_COLOR,
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
    },
  };
}
