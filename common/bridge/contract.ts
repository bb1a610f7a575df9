/**
 * The one contract between the kiosk's main process, its preload and the renderer.
 * Channel names are `domain:verb-noun`. Invoke channels answer; event channels are pushed by main.
 */

export interface DeviceIdentity {
  mac: string;
  ip: string;
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

export interface KioskInvokeMap {
  'device:get-identity': () => DeviceIdentity;
  'kiosk:get-info': () => KioskInfo;
  'registration:get': () => RoomRegistration | null;
  'registration:save': (registration: RoomRegistration) => RoomRegistration;
  'registration:clear': () => null;
}

export interface KioskEventMap {
  'idle:changed': [idleMs: number];
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
] as const satisfies readonly InvokeChannel[];

export const EVENT_CHANNELS = ['idle:changed'] as const satisfies readonly EventChannel[];

export const isInvokeChannel = (value: unknown): value is InvokeChannel =>
  typeof value === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(value);
export const isEventChannel = (value: unknown): value is EventChannel =>
  typeof value === 'string' && (EVENT_CHANNELS as readonly string[]).includes(value);
