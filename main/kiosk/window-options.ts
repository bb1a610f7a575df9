import type { BrowserWindowConstructorOptions } from 'electron';

const KIOSK_BACKGROUND_COLOR = '#000000';

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
      // A middle click would open a link in a new window (Electronegativity AUXCLICK_JS_CHECK).
      disableBlinkFeatures: 'Auxclick',
    },
  };
}
