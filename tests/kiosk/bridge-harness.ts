import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { DeviceIdentity, EventChannel, KioskEventMap, RoomRegistration } from '../../common/bridge/contract';
import { createHandlerTable, dispatchInvoke } from '../../main/ipc/handler-table';
import { createKioskServices, type KioskRuntime } from '../../main/ipc/kiosk-services';
import { JsonFileStore } from '../../main/settings/json-file-store';
import type { KioskSettings } from '../../main/settings/key-value-store';
import { createRegistrationStore } from '../../main/settings/registration-store';
import { BRIDGE_CHANNELS, createBridge, type BridgeChannels } from '../../preload/create-bridge';
import { APP_VERSION } from '../../common/spec/product';

export interface KioskBridgeOptions {
  /** Where the kiosk's settings file (registration, device mode) lives; reuse it to simulate a restart. */
  dataDir: string;
  /** The hotel backend the device identity is taken towards. */
  backendUrl: string;
  deviceMode?: 'tablet' | 'tv';
  /** Overrides fields of the real identity, e.g. another MAC to act as a second device. */
  identity?: Partial<DeviceIdentity>;
  /** UDP port on 127.0.0.1 that wake-on-LAN packets go to; tests never send them anywhere else. */
  wolPort?: number;
}

export interface KioskBridgeHarness {
  /** Pushes a main-process event to `window.kiosk.on` listeners in `page`. */
  emit<E extends EventChannel>(page: Page, event: E, ...args: KioskEventMap[E]): Promise<void>;
  /** What main has persisted, read from the settings file. */
  readRegistration(): Promise<RoomRegistration | null>;
  /** The running main-process services: status reporter, remote-state socket on a free loopback port, WoL. */
  services: KioskRuntime;
  /** What the services logged. */
  logs: string[];
  /** Stops the services (also done when the context closes). */
  stop(): Promise<void>;
}

export const INVOKE_BINDING = '__stayKioskInvoke';
const EMIT_FUNCTION = '__stayKioskEmit';
const SETTINGS_FILE = 'settings.json';

interface InitArgs {
  bridgeSource: string;
  channels: BridgeChannels;
  invokeBinding: string;
  emitFunction: string;
}

// Runs in the page: the same createBridge the preload runs, over a fake ipcRenderer whose invoke is
// the Playwright binding (served by main's real handler table in Node) and whose events come from emit().
function installInPage({ bridgeSource, channels, invokeBinding, emitFunction }: InitArgs): void {
  type Relay = (event: unknown, ...args: unknown[]) => void;
  const scope = window as unknown as Record<string, unknown>;
  const listeners = new Map<string, Set<Relay>>();
  const binding = () => scope[invokeBinding] as (channel: string, args: unknown[]) => Promise<unknown>;
  const ipc = {
    invoke: (channel: string, ...args: unknown[]) => binding()(channel, args),
    on: (channel: string, relay: Relay) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(relay));
    },
    removeListener: (channel: string, relay: Relay) => listeners.get(channel)?.delete(relay),
  };
  const create = new Function(`return (${bridgeSource})`)() as typeof createBridge;
  Object.defineProperty(window, 'kiosk', { value: create(ipc, channels), enumerable: true });
  Object.defineProperty(window, emitFunction, {
    value: (channel: string, args: unknown[]) => listeners.get(channel)?.forEach((relay) => relay({}, ...args)),
  });
}

const emitIn = (page: Page, event: string, args: unknown[]) =>
  page.evaluate(
    ([name, channel, payload]) =>
      (window as unknown as Record<string, (c: string, a: unknown[]) => void>)[name]?.(channel, payload),
    [EMIT_FUNCTION, event, args] as const,
  );

/** Gives every page of `context` a `window.kiosk` served by the real main-process handler table. */
export async function installKioskBridge(
  context: BrowserContext,
  options: KioskBridgeOptions,
): Promise<KioskBridgeHarness> {
  const settingsFile = join(options.dataDir, SETTINGS_FILE);
  const store = new JsonFileStore<KioskSettings>(settingsFile);
  if (options.deviceMode) store.set('deviceMode', options.deviceMode);
  const logs: string[] = [];
  const emitToPages = <E extends EventChannel>(event: E, ...args: KioskEventMap[E]) => {
    for (const page of context.pages()) void emitIn(page, event, args).catch(() => undefined);
  };
  const services = createKioskServices({
    store,
    backendUrl: options.backendUrl,
    appVersion: APP_VERSION,
    platform: process.platform,
    identityOverrides: options.identity,
    dataDir: options.dataDir,
    remoteStatePort: 0,
    // Loopback only, whatever the test: a magic packet must never leave this machine.
    wolTarget: { address: '127.0.0.1', port: options.wolPort ?? 9 },
    emit: emitToPages,
    log: (message) => logs.push(message),
  });
  const table = createHandlerTable(services);
  await services.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await services.stop();
  };
  context.on('close', () => void stop());

  await context.exposeBinding(INVOKE_BINDING, (_source, channel: unknown, args: unknown) =>
    dispatchInvoke(table, channel, args),
  );
  // Under tsx (esbuild's keepNames) the functions serialised into the page call a `__name` helper of the module.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(installInPage, {
    bridgeSource: createBridge.toString(),
    channels: BRIDGE_CHANNELS,
    invokeBinding: INVOKE_BINDING,
    emitFunction: EMIT_FUNCTION,
  } satisfies InitArgs);

  return {
    async emit(page, event, ...args) {
      await emitIn(page, event, args);
    },
    services,
    logs,
    stop,
    async readRegistration() {
      return createRegistrationStore(new JsonFileStore<KioskSettings>(settingsFile)).get();
    },
  };
}
