import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { app, ipcMain, Menu, powerMonitor, session, type BrowserWindow } from 'electron';
import { createKioskWindow } from './kiosk/create-kiosk-window';
import { hardenContents, hardenSession } from './kiosk/harden';
import { resolveHotelUrl } from './kiosk/hotel-url';
import { createHandlerTable } from './ipc/handler-table';
import { createKioskServices } from './ipc/kiosk-services';
import { registerIpc } from './ipc/register-ipc';
import { sendKioskEvent } from './ipc/send-event';
import { createElectronSettings } from './settings/electron-settings';
import { readHotelOrigin, readKioskFlags } from './settings/read-settings';

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
  let locked = readKioskFlags(settings).locked;
  const log = (message: string) => console.warn(`[kiosk] ${new Date().toISOString()} ${message}`);

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
    const services = createKioskServices({
      store: settings,
      backendUrl: hotelUrl?.href ?? '',
      appVersion: app.getVersion(),
      platform: process.platform,
      dataDir: app.getPath('userData'),
      remoteStatePort: process.env.STAY_REMOTE_STATE_PORT ? Number(process.env.STAY_REMOTE_STATE_PORT) : undefined,
      log,
      setLocked(next) {
        locked = next;
        kioskWindow?.setKiosk(next);
        kioskWindow?.setFullScreen(next);
      },
      emit: (event, ...args) => {
        if (kioskWindow) sendKioskEvent(kioskWindow.webContents, event, ...args);
      },
      readIdleSeconds: () => powerMonitor.getSystemIdleTime(),
      displayScript: app.isPackaged ? join(process.resourcesPath, 'native/linux/display-power.sh') : '',
      runCommand: (command) =>
        new Promise((resolve, reject) =>
          execFile(command.file, command.args, { timeout: 10_000 }, (error) => (error ? reject(error) : resolve())),
        ),
    });
    const table = createHandlerTable(services);
    registerIpc(ipcMain, {
      table,
      allowedOrigin: hotelUrl?.origin ?? '',
      getKioskContents: () => kioskWindow?.webContents ?? null,
    });
    kioskWindow = createKioskWindow({
      hotelUrl,
      preloadPath: join(__dirname, '../preload/index.cjs'),
      allowedOrigins,
      isLocked: () => locked,
      log,
    });
    kioskWindow.on('closed', () => (kioskWindow = null));
    void services.start();
    app.on('will-quit', () => services.stop());
  });
}
