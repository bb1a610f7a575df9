/**
 * The one contract between the kiosk's main process, its preload and the renderer.
 * Channel names are `domain:verb-noun`. Invoke channels answer; event channels are pushed by main.
 */

export interface DeviceIdentity {
  /** The hardware address; '' where the platform hides it (a browser). */
  mac: string;
  /** '' where the platform does not know it (a browser): the backend then takes the address the request came from. */
  ip: string;
  /** Where there is no MAC: a random UUID this device keeps, which the backend accepts in place of one. */
  deviceId?: string;
  /** Interface name the hotel backend is reached through, e.g. `eth0`. */
  iface: string;
  manufacturer: string;
  model: string;
  os: string;
  hostname: string;
}

export interface RoomRegistration {
  /** Hotel host label the device belongs to (`demo`). */
  hotel: string;
  hotelId: number;
  roomNumber: string;
  sign: string;
  tvIndex: string;
  groups: string[];
  registeredAt: string;
}

export interface KioskInfo {
  appVersion: string;
  platform: string;
  /** `tablet` or `tv`: what the installer set this screen to be. */
  deviceMode: 'tablet' | 'tv';
}

/** What the renderer tells main for the status report (part 2 §3); main adds the rest. */
export interface StatusContext {
  page?: string;
  language?: string;
  /** false while the screensaver or a switched-off screen shows: the report's `status` becomes standby. */
  active?: boolean;
}

export interface BatteryState {
  /** 0..100; the spec's default 50 where the device has no battery. */
  level: number;
  plugged: boolean;
}

/** The room's local remote-state socket; the renderer adds `?hotelUid=&roomNumber=&tvid=`. */
export interface RemoteStateEndpoint {
  url: string;
  /** Shared secret, only when the hotel opens the socket to the room network. */
  secret?: string;
}

/** Part 1 §3 Area: which TV of the room this screen drives. */
export interface KioskArea {
  tvid: string;
  title: string;
}

interface KioskInvokeMap {
  'device:get-identity': () => DeviceIdentity;
  'kiosk:get-info': () => KioskInfo;
  'registration:get': () => RoomRegistration | null;
  'registration:save': (registration: RoomRegistration) => RoomRegistration;
  'registration:clear': () => null;
  /** Service codes only: false lets staff out of the kiosk window, true locks it again. */
  'kiosk:set-locked': (locked: boolean) => boolean;
  'status:update': (context: StatusContext) => null;
  'battery:get': () => BatteryState;
  /** A TV power command was sent: wake-on-LAN follows after WOL_DELAY_MS. Answers the indexes it will wake. */
  'power:command': (tvIndexes: string[]) => string[];
  /** The `wol` command told this screen a TV's MAC address. */
  'wol:remember': (tvIndex: string, mac: string) => null;
  'display:set-power': (on: boolean) => null;
  'remote-state:get-endpoint': () => RemoteStateEndpoint | null;
  'area:get': () => KioskArea;
  'area:set': (area: KioskArea) => KioskArea;
}

export interface KioskEventMap {
  'idle:changed': [idleMs: number];
  'battery:changed': [battery: BatteryState];
}

export type InvokeChannel = keyof KioskInvokeMap;
export type EventChannel = keyof KioskEventMap;
export type InvokeArgs<C extends InvokeChannel> = Parameters<KioskInvokeMap[C]>;
export type InvokeResult<C extends InvokeChannel> = Awaited<ReturnType<KioskInvokeMap[C]>>;

/** What `window.kiosk` is, in Electron (preload) and in tests (Playwright binding). */
export interface KioskBridge {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>>;
  on<E extends EventChannel>(event: E, listener: (...args: KioskEventMap[E]) => void): () => void;
}

export const INVOKE_CHANNELS = [
  'device:get-identity',
  'kiosk:get-info',
  'registration:get',
  'registration:save',
  'registration:clear',
  'kiosk:set-locked',
  'status:update',
  'battery:get',
  'power:command',
  'wol:remember',
  'display:set-power',
  'remote-state:get-endpoint',
  'area:get',
  'area:set',
] as const satisfies readonly InvokeChannel[];

export const EVENT_CHANNELS = ['idle:changed', 'battery:changed'] as const satisfies readonly EventChannel[];

export const isInvokeChannel = (value: unknown): value is InvokeChannel =>
  typeof value === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(value);
