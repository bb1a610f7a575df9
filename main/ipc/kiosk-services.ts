import { join } from 'node:path';
import type { DeviceIdentity, EventChannel, KioskEventMap, StatusContext } from '../../common/bridge/contract';
import { deviceApiPaths, type WolByTvIdBody } from '../../common/api/device-status';
import { BATTERY_REFRESH_MS } from '../../common/spec/timing';
import { readBattery } from '../device/battery';
import { createHotelConfigSource } from '../device/hotel-config';
import { httpFetch, type HttpFetch } from '../device/http-request';
import { getDeviceIdentity, type IdentityDeps } from '../device/identity';
import { cacheFor } from '../device/identity-cache';
import { readInterfaces, toNetworkData } from '../device/network-data';
import { displayPowerCommand, type ShellCommand } from '../power/display-commands';
import { createIdlePoller } from '../power/idle-poller';
import { createPowerCommander } from '../power/power-command';
import { DEFAULT_WOL_TARGET, sendMagicPacket, type WolTarget } from '../power/wake-on-lan';
import { DEFAULT_REMOTE_STATE_PORT, startRemoteStateServer, type RemoteStateServer } from '../remote-state/remote-state-server';
import type { KeyValueStore, KioskSettings } from '../settings/key-value-store';
import { migrateSettings } from '../settings/migrations';
import { readArea, readDeviceMode, readKioskFlags, readText, readTvMacs } from '../settings/read-settings';
import { createRegistrationStore } from '../settings/registration-store';
import { createReportSender } from '../status/report-sender';
import { buildStatusReport } from '../status/status-report';
import { createStatusReporter } from '../status/status-reporter';
import type { KioskServices } from './handler-table';

export interface KioskServicesOptions {
  store: KeyValueStore<KioskSettings>;
  /** The hotel origin: identity is taken towards it, config and reports go to it. */
  backendUrl: string;
  appVersion: string;
  platform: string;
  identityDeps?: IdentityDeps;
  /** Lets a test stand in for another device on the same machine. */
  identityOverrides?: Partial<DeviceIdentity>;
  /** Where the remote-state file is kept (Electron's userData). */
  dataDir?: string;
  /** 0 = a free port (tests); otherwise the hotel config's port or 8765. */
  remoteStatePort?: number;
  wolTarget?: WolTarget;
  /** Electron glue: lock or unlock the kiosk window. */
  setLocked?(locked: boolean): void;
  /** Electron glue: push an event to the kiosk window. */
  emit?<E extends EventChannel>(event: E, ...args: KioskEventMap[E]): void;
  /** powerMonitor.getSystemIdleTime; without it no idle poller runs. */
  readIdleSeconds?(): number;
  /** Runs a display command; without it the command is only logged. */
  runCommand?(command: ShellCommand): Promise<void>;
  displayScript?: string;
  fetch?: HttpFetch;
  log?(message: string): void;
}

export interface KioskRuntime extends KioskServices {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createKioskServices(options: KioskServicesOptions): KioskRuntime {
  const { store, backendUrl, appVersion, platform, identityDeps, identityOverrides } = options;
  const log = options.log ?? ((message: string) => console.warn(`[kiosk] ${message}`));
  const fetchImpl = options.fetch ?? httpFetch;
  migrateSettings(store, undefined, log);

  const registration = createRegistrationStore(store);
  const identity = cacheFor(async () => ({ ...(await getDeviceIdentity(backendUrl, identityDeps)), ...identityOverrides }));
  const hotelConfig = createHotelConfigSource(backendUrl, () => registration.get()?.hotel ?? null, fetchImpl);
  let battery = { level: 50, plugged: true };
  let networkKey = '';
  let remoteState: RemoteStateServer | null = null;
  let batteryTimer: ReturnType<typeof setInterval> | null = null;

  const reporter = createStatusReporter({
    log,
    send: createReportSender(() => hotelConfig.apiUrl(deviceApiPaths.tabletStatus), fetchImpl),
    async build(context: StatusContext, online: boolean) {
      const room = registration.get();
      if (!room) return null;
      const [id, interfaces] = await Promise.all([identity.get(), readInterfaces()]);
      return buildStatusReport({
        deviceId: readText(store, 'deviceId'),
        registration: room,
        identity: id,
        appVersion,
        platform,
        context,
        battery,
        network: toNetworkData(id, interfaces, online),
        now: new Date(),
      });
    },
  });

  const power = createPowerCommander({
    log,
    tvMacs: () => readTvMacs(store),
    wake: (mac) => sendMagicPacket(mac, options.wolTarget ?? DEFAULT_WOL_TARGET),
    async notifyBackend(tvId, mac) {
      const room = registration.get();
      const url = await hotelConfig.apiUrl(deviceApiPaths.wolByTvId);
      if (!room || !url) return;
      const device = await identity.get();
      const body: WolByTvIdBody = { hotelId: room.hotelId, roomNumber: room.roomNumber, tvId, mac: device.mac, sign: room.sign, tvMac: mac };
      await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    },
  });

  const idle = options.readIdleSeconds
    ? createIdlePoller({ readIdleSeconds: options.readIdleSeconds, emit: (ms) => options.emit?.('idle:changed', ms) })
    : null;

  /** Battery every 60 s (part 2 §9); a change of power or network is reported at once. */
  const refreshDevice = async () => {
    const next = await readBattery();
    const pluggedChanged = next.plugged !== battery.plugged;
    if (next.level !== battery.level || pluggedChanged) options.emit?.('battery:changed', next);
    battery = next;
    identity.clear();
    const id = await identity.get().catch(() => null);
    const key = id ? `${id.iface}|${id.ip}` : '';
    const networkChanged = networkKey !== '' && key !== networkKey;
    networkKey = key;
    if (pluggedChanged) await reporter.report('power');
    else if (networkChanged) await reporter.report('network');
  };

  return {
    identity: { get: () => identity.get() },
    info: { get: () => ({ appVersion, platform, deviceMode: readDeviceMode(store) }) },
    registration: {
      get: () => registration.get(),
      save(next) {
        const saved = registration.save(next);
        void reporter.report('start');
        return saved;
      },
      clear: () => registration.clear(),
    },
    kiosk: {
      setLocked(locked) {
        options.setLocked?.(locked);
        log(locked ? 'kiosk locked' : 'kiosk unlocked by a service code');
        return locked;
      },
    },
    status: {
      async update(context) {
        // The renderer does not wait for the network: the report goes out (or is kept) on its own.
        void reporter.update(context);
        return null;
      },
    },
    battery: { get: async () => battery },
    power: {
      command: (tvIndexes) => power.command(tvIndexes),
      rememberTv(tvIndex, mac) {
        store.set('tvMacs', { ...readTvMacs(store), [tvIndex]: mac.toLowerCase().replace(/-/g, ':') });
        return null;
      },
      async setDisplay(on) {
        const command = displayPowerCommand(on, readKioskFlags(store).displayMethod, platform, options.displayScript ?? '');
        if (!command || !options.displayScript) {
          log(`display ${on ? 'on' : 'off'}: no display command on ${platform}`);
          return null;
        }
        await options.runCommand?.(command).catch((error: unknown) => log(`display command failed: ${String(error)}`));
        return null;
      },
    },
    remoteState: {
      endpoint() {
        if (!remoteState) return null;
        return remoteState.host === '127.0.0.1'
          ? { url: remoteState.url }
          : { url: remoteState.url, secret: readText(store, 'remoteStateSecret') };
      },
    },
    area: {
      get: () => readArea(store),
      set(area) {
        store.set('area', area);
        return readArea(store);
      },
    },
    async start() {
      battery = await readBattery();
      const config = await hotelConfig.get();
      try {
        remoteState = await startRemoteStateServer({
          port: options.remoteStatePort ?? config?.remoteState?.port ?? DEFAULT_REMOTE_STATE_PORT,
          stateFile: join(options.dataDir ?? '.', 'remote-state.json'),
          roomNetwork: config?.remoteState?.roomNetwork === true,
          secret: readText(store, 'remoteStateSecret'),
          allowedOrigins: originOf(backendUrl),
          log,
        });
      } catch (error) {
        log(`remote state socket did not start: ${String(error)}`);
      }
      reporter.start();
      idle?.start();
      batteryTimer = setInterval(() => void refreshDevice().catch(() => undefined), BATTERY_REFRESH_MS);
    },
    async stop() {
      reporter.stop();
      power.stop();
      idle?.stop();
      if (batteryTimer) clearInterval(batteryTimer);
      batteryTimer = null;
      await remoteState?.close();
      remoteState = null;
    },
  };
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
