import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '../../common/bridge/contract';
import { createKioskWindowOptions } from '../../main/kiosk/window-options';
import { createFakeElectron, fakeContents, type FakeContents } from './fake-electron';

// No Electron binary here: build the real main bundle and run it with 'electron' swapped for a fake,
// so the glue (lifecycle, IPC registration, sender checks, window hardening) runs as shipped.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOTEL = 'http://demo.localhost:8080/';
const registration = {
  hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '1', groups: [], registeredAt: 'now',
};

type ModuleLoad = (request: string, parent: unknown, isMain: boolean) => unknown;
const loader = Module as unknown as { _load: ModuleLoad };
const originalLoad = loader._load;
const outDir = join(ROOT, 'out', `.main-bundle-test-${process.pid}`);
const userData = mkdtempSync(join(tmpdir(), 'stay-main-bundle-'));
const fake = createFakeElectron(userData);
let kiosk: FakeContents;

const trusted = (url = `${HOTEL}rooms`) => ({ sender: { id: kiosk.id }, senderFrame: { parent: null, url } });
const invoke = (channel: string, event: unknown, ...args: unknown[]) =>
  Promise.resolve().then(() => fake.handlers.get(channel)?.(event, ...args));

beforeAll(async () => {
  await build({
    configFile: join(ROOT, 'main/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: join(outDir, 'main') },
  });
  vi.stubEnv('STAY_HOTEL_URL', HOTEL);
  vi.stubEnv('STAY_USER_DATA_DIR', userData);
  vi.stubEnv('STAY_REMOTE_STATE_PORT', '0');
  loader._load = (request, parent, isMain) =>
    request === 'electron' ? fake.electron : originalLoad.call(Module, request, parent, isMain);
  createRequire(import.meta.url)(join(outDir, 'main/index.cjs'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  kiosk = fake.windows[0]!.webContents;
  // A vite build of the main bundle: seconds alone, a minute or more on a busy 2-core machine.
}, 240_000);

afterAll(async () => {
  await fake.appListeners.get('will-quit')?.();
  loader._load = originalLoad;
  vi.unstubAllEnvs();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(userData, { recursive: true, force: true });
});

describe('the built main process under a fake Electron', () => {
  it('turns on the sandbox, removes the menu and opens one hardened kiosk window on the hotel origin', () => {
    expect(fake.electron.app.enableSandbox).toHaveBeenCalled();
    expect(fake.electron.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    expect(fake.windows).toHaveLength(1);
    const [window] = fake.windows;
    expect(window!.options).toEqual(createKioskWindowOptions(join(outDir, 'preload/index.cjs')));
    expect(window!.loadedUrl).toBe(HOTEL);
  });

  it('serves every contract channel to the kiosk main frame on the hotel origin', async () => {
    expect([...fake.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    await expect(invoke('kiosk:get-info', trusted())).resolves.toMatchObject({ deviceMode: 'tablet', appVersion: '2.1.903' });
    await expect(invoke('registration:save', trusted(), registration)).resolves.toEqual(registration);
    const stored = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8'));
    expect(stored.registration).toEqual(registration);
    await expect(invoke('registration:save', trusted(), { ...registration, sign: '' })).rejects.toThrow(/Invalid arguments/);
  });

  it('refuses calls from another origin, an iframe or other web contents', async () => {
    await expect(invoke('registration:get', trusted('https://evil.example/'))).rejects.toThrow(/untrusted sender/);
    await expect(
      invoke('registration:get', { ...trusted(), senderFrame: { parent: {}, url: HOTEL } }),
    ).rejects.toThrow(/untrusted sender/);
    await expect(invoke('registration:get', { ...trusted(), sender: { id: kiosk.id + 100 } })).rejects.toThrow(
      /untrusted sender/,
    );
  });

  it('keeps the window on the hotel origin and swallows shortcuts that leave or reload', () => {
    const prevented = (event: string, ...args: unknown[]) => {
      const preventDefault = vi.fn();
      kiosk.listeners.get(event)?.({ preventDefault }, ...args);
      return preventDefault.mock.calls.length > 0;
    };
    expect(prevented('will-navigate', 'https://evil.example/')).toBe(true);
    expect(prevented('will-navigate', `${HOTEL}menu`)).toBe(false);
    expect(prevented('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(prevented('will-attach-webview')).toBe(true);
    const key = { type: 'keyDown', key: 'r', control: true, meta: false, alt: false, shift: false };
    expect(prevented('before-input-event', key)).toBe(true);
    expect(prevented('before-input-event', { ...key, control: false })).toBe(false);
    expect(kiosk.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('lets staff out only through kiosk:set-locked, from the trusted page, and locks again', async () => {
    const window = fake.windows[0] as unknown as { setKiosk: ReturnType<typeof vi.fn>; setFullScreen: ReturnType<typeof vi.fn> };
    const reload = { type: 'keyDown', key: 'r', control: true, meta: false, alt: false, shift: false };
    const swallowed = () => {
      const preventDefault = vi.fn();
      kiosk.listeners.get('before-input-event')?.({ preventDefault }, reload);
      return preventDefault.mock.calls.length > 0;
    };
    await expect(invoke('kiosk:set-locked', trusted('https://evil.example/'), false)).rejects.toThrow(/untrusted sender/);
    expect(window.setKiosk).not.toHaveBeenCalled();
    await expect(invoke('kiosk:set-locked', trusted(), false)).resolves.toBe(false);
    expect(window.setKiosk).toHaveBeenLastCalledWith(false);
    expect(window.setFullScreen).toHaveBeenLastCalledWith(false);
    expect(swallowed()).toBe(false);
    await invoke('kiosk:set-locked', trusted(), true);
    expect(window.setKiosk).toHaveBeenLastCalledWith(true);
    expect(swallowed()).toBe(true);
  });

  it('reloads a crashed renderer after a back-off and logs it', async () => {
    // Only the watchdog's timer is faked: the services' own timers, sockets and intervals keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const window = fake.windows[0] as unknown as { loadedUrl?: string };
    window.loadedUrl = 'about:blank';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    kiosk.listeners.get('render-process-gone')?.({}, { reason: 'crashed' });
    expect(warn.mock.calls.some(([line]) => /renderer render-process-gone \(crashed\): reloading in 1000 ms/.test(String(line)))).toBe(true);
    vi.advanceTimersByTime(999);
    expect(window.loadedUrl).toBe('about:blank');
    vi.advanceTimersByTime(1);
    expect(window.loadedUrl).toBe(HOTEL);
    warn.mockRestore();
    vi.useRealTimers();
  });

  it('denies permissions, refuses bad certificates and hardens any other web contents', () => {
    const callback = vi.fn();
    fake.session.permissionRequest?.(kiosk, 'media', callback, { requestingUrl: HOTEL });
    expect(callback).toHaveBeenCalledWith(false);
    expect(fake.session.permissionCheck?.(kiosk, 'geolocation', 'http://demo.localhost:8080')).toBe(false);
    const headers = vi.fn();
    fake.session.headersReceived?.({ responseHeaders: {} }, headers);
    expect(headers.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy'][0]).toContain("object-src 'none'");
    const certificate = vi.fn();
    fake.appListeners.get('certificate-error')?.({}, kiosk, 'https://x/', 'ERR_CERT', {}, certificate);
    expect(certificate).toHaveBeenCalledWith(false);
    const other = fakeContents();
    fake.appListeners.get('web-contents-created')?.({}, other);
    expect(other.windowOpenHandler?.({ url: HOTEL })).toEqual({ action: 'deny' });
    expect(other.listeners.has('will-navigate')).toBe(true);
  });
});
