import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

export interface FakeContents {
  id: number;
  listeners: Map<string, Listener>;
  windowOpenHandler?: (details: { url: string }) => { action: string };
  on(event: string, listener: Listener): FakeContents;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void;
  isDestroyed(): boolean;
  send: ReturnType<typeof vi.fn>;
}

let nextContentsId = 1;
export function fakeContents(): FakeContents {
  const contents: FakeContents = {
    id: nextContentsId++,
    listeners: new Map(),
    on(event, listener) {
      contents.listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler) {
      contents.windowOpenHandler = handler;
    },
    isDestroyed: () => false,
    send: vi.fn(),
  };
  return contents;
}

/** Just enough of Electron's main-process API for main/index.ts and electron-store to run under Node. */
export function createFakeElectron(userData: string) {
  const appListeners = new Map<string, Listener>();
  const handlers = new Map<string, Listener>();
  const windows: Array<{ options: Record<string, unknown>; webContents: FakeContents; loadedUrl?: string }> = [];
  const session = {
    permissionRequest: undefined as Listener | undefined,
    permissionCheck: undefined as Listener | undefined,
    headersReceived: undefined as Listener | undefined,
  };
  class BrowserWindow {
    webContents = fakeContents();
    loadedUrl?: string;
    constructor(readonly options: Record<string, unknown>) {
      windows.push(this);
    }
    once() {}
    on() {}
    setKiosk = vi.fn();
    setFullScreen = vi.fn();
    show() {}
    focus() {}
    loadURL(url: string) {
      this.loadedUrl = url;
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      enableSandbox: vi.fn(),
      isPackaged: false,
      setPath: vi.fn(),
      getPath: () => userData,
      getVersion: () => '2.1.903',
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      on: (event: string, listener: Listener) => appListeners.set(event, listener),
      whenReady: () => Promise.resolve(),
    },
    ipcMain: {
      handle: (channel: string, handler: Listener) => handlers.set(channel, handler),
      removeHandler: (channel: string) => handlers.delete(channel),
      on: vi.fn(),
    },
    Menu: { setApplicationMenu: vi.fn() },
    powerMonitor: { getSystemIdleTime: () => 0 },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Listener) => (session.permissionRequest = h),
        setPermissionCheckHandler: (h: Listener) => (session.permissionCheck = h),
        webRequest: { onHeadersReceived: (h: Listener) => (session.headersReceived = h) },
      },
    },
    BrowserWindow,
  };
  return { electron, appListeners, handlers, windows, session };
}
