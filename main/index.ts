import { join } from 'node:path';
import { app, ipcMain, Menu, session, type BrowserWindow } from 'electron';
import { createKioskWindow } from './kiosk/create-kiosk-window';
import { hardenContents, hardenSession } from './kiosk/harden';
import { resolveHotelUrl } from './kiosk/hotel-url';
import { createHandlerTable } from './ipc/handler-table';
import { createKioskServices } from './ipc/kiosk-services';
import { registerIpc } from './ipc/register-ipc';
import { createElectronSettings } from './settings/electron-settings';
import { readHotelOrigin } from './settings/read-settings';

app.enableSandbox();
// Tests and installers give each run its own profile (settings, cache, single-instance lock).
if (process.env.STAY_USER_DATA_DIR) app.setPath('userData', process.env.STAY_USER_DATA_DIR);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}

function start(): void {
  const settings = createElectronSettings(app.getPath('userData'));
  const hotelUrl = resolveHotelUrl({ env: process.env.STAY_HOTEL_URL, setting: readHotelOrigin(settings) });
  const allowedOrigins = hotelUrl ? [hotelUrl.origin] : [];
  let kioskWindow: BrowserWindow | null = null;

  app.on('web-contents-created', (_event, contents) => hardenContents(contents, allowedOrigins));
  app.on('certificate-error', (_event, _contents, url, error, _certificate, callback) => {
    console.error(`[kiosk] refused certificate for ${url}: ${error}`);
    callback(false);
  });
  app.on('second-instance', () => kioskWindow?.focus());
  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(() => {
    Menu.setApplicationMenu(null);
    hardenSession(session.defaultSession, allowedOrigins);
    const table = createHandlerTable(
      createKioskServices({
        store: settings,
        backendUrl: hotelUrl?.href ?? '',
        appVersion: app.getVersion(),
        platform: process.platform,
      }),
    );
    registerIpc(ipcMain, {
      table,
      allowedOrigin: hotelUrl?.origin ?? '',
      getKioskContents: () => kioskWindow?.webContents ?? null,
    });
    kioskWindow = createKioskWindow({
      hotelUrl,
      preloadPath: join(__dirname, '../preload/index.cjs'),
      allowedOrigins,
    });
    kioskWindow.on('closed', () => (kioskWindow = null));
  });
}
