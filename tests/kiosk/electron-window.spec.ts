import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import type { KioskBridge } from '../../common/bridge/contract';
import { findElectronBinary } from './electron-binary';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN_ENTRY = join(ROOT, 'out/main/index.cjs');
const electron = findElectronBinary();

test.describe('the kiosk in a real Electron window', () => {
  test.beforeEach(() => {
    if (electron.available) return;
    const reason = `Electron binary not present on this machine: ${electron.reason}`;
    // The list reporter shows a skipped test without its reason; this line puts it in the log.
    console.log(`[kiosk] SKIPPED ${test.info().title}: ${reason}`);
    test.skip(true, reason);
  });
  test.describe.configure({ mode: 'serial' });

  let hotel: Server;
  let hotelUrl = '';
  let userData = '';
  let app: ElectronApplication;
  let page: Page;

  test.beforeAll(async () => {
    if (!electron.available) return;
    expect(existsSync(MAIN_ENTRY), `${MAIN_ENTRY} is missing: run npm run build:kiosk first`).toBe(true);
    hotel = createServer((_req, res) => res.setHeader('content-type', 'text/html').end('<!doctype html><title>Stay hotel</title><h1>Stay</h1>'));
    await new Promise<void>((resolve) => hotel.listen(0, '127.0.0.1', resolve));
    hotelUrl = `http://127.0.0.1:${(hotel.address() as AddressInfo).port}/`;
    userData = mkdtempSync(join(tmpdir(), 'stay-kiosk-electron-'));
    const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
    app = await _electron.launch({
      executablePath: electron.path,
      args: [...rootArgs, MAIN_ENTRY],
      env: { ...process.env, STAY_HOTEL_URL: hotelUrl, STAY_USER_DATA_DIR: userData, STAY_REMOTE_STATE_PORT: '0' },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  test.afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (hotel ? hotel.close(() => resolve()) : resolve()));
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  test('the window is a fullscreen kiosk with the renderer isolated and sandboxed', async () => {
    const state = () =>
      app.evaluate(({ BrowserWindow }) => {
        const [window] = BrowserWindow.getAllWindows();
        // Left out of Electron's typings but present at runtime; absent, the page-side checks still hold.
        const contents = window?.webContents as unknown as { getLastWebPreferences?: () => Record<string, unknown> | null };
        const prefs = contents?.getLastWebPreferences?.() ?? null;
        return {
          kiosk: window?.isKiosk(),
          fullScreen: window?.isFullScreen(),
          prefs: prefs && { contextIsolation: prefs.contextIsolation, sandbox: prefs.sandbox, nodeIntegration: prefs.nodeIntegration },
        };
      });
    await expect.poll(state).toMatchObject({ kiosk: true, fullScreen: true });
    const { prefs } = await state();
    if (prefs) expect(prefs).toEqual({ contextIsolation: true, sandbox: true, nodeIntegration: false });
  });

  test('the page gets window.kiosk and nothing of Node', async () => {
    expect(page.url()).toBe(hotelUrl);
    const globals = await page.evaluate(() => ({
      kiosk: typeof (window as unknown as { kiosk?: unknown }).kiosk,
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      module: typeof (globalThis as { module?: unknown }).module,
    }));
    expect(globals).toEqual({ kiosk: 'object', require: 'undefined', process: 'undefined', module: 'undefined' });
    // contextBridge only works with contextIsolation on, and hands the page proxies, not the preload's functions.
    expect(await page.evaluate(() => String((window as unknown as { kiosk: KioskBridge }).kiosk.invoke))).toContain('[native code]');
    const info = await page.evaluate(() => (window as unknown as { kiosk: KioskBridge }).kiosk.invoke('kiosk:get-info'));
    expect(info).toMatchObject({ deviceMode: 'tablet' });
  });

  test('a service code unlocks the kiosk window through the bridge, and it locks again', async () => {
    const bridge = (locked: boolean) =>
      page.evaluate((value) => (window as unknown as { kiosk: KioskBridge }).kiosk.invoke('kiosk:set-locked', value), locked);
    const isKiosk = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isKiosk());
    expect(await bridge(false)).toBe(false);
    await expect.poll(isKiosk).toBe(false);
    expect(await bridge(true)).toBe(true);
    await expect.poll(isKiosk).toBe(true);
  });

  test('a crashed renderer is reloaded on the hotel origin', async () => {
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer());
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.getURL()), { timeout: 10_000 })
      .toBe(hotelUrl);
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => typeof (window as unknown as { kiosk?: unknown }).kiosk)).toBe('object');
  });

  test('navigation to a foreign origin is blocked', async () => {
    await page.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await page.waitForTimeout(1_000);
    expect(page.url()).toBe(hotelUrl);
  });
});
