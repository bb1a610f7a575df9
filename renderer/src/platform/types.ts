import type {
  BatteryState,
  DeviceIdentity,
  KioskArea,
  RemoteStateEndpoint,
  RoomRegistration,
  StatusContext,
} from '@common/bridge';

export type DeviceMode = 'phone' | 'tablet' | 'tv';

/** What the renderer needs from where it runs: the browser (web.ts) or the kiosk bridge (kiosk.ts). */
export interface PlatformApi {
  kind: 'web' | 'kiosk';
  getIdentity(): Promise<DeviceIdentity>;
  getRegistration(): Promise<RoomRegistration | null>;
  saveRegistration(registration: RoomRegistration): Promise<RoomRegistration>;
  clearRegistration(): Promise<void>;
  getDeviceMode(): Promise<DeviceMode>;
  /** Service codes: false lets staff out of the kiosk window, true locks it again. The web has no lock. */
  setKioskLocked(locked: boolean): Promise<boolean>;
  /** Page, language and activity for the device status report (kiosk only; the web reports nothing). */
  reportStatus(context: StatusContext): Promise<void>;
  /** The kiosk's battery (the spec's default 50 where the device has none); null in a browser, which shows none. */
  getBattery(): Promise<BatteryState | null>;
  onBattery(listener: (battery: BatteryState) => void): () => void;
  /** Seconds of system idle, pushed by the kiosk on transitions; the web has only its own input events. */
  onSystemIdle(listener: (idleMs: number) => void): () => void;
  /** A TV power command was sent: wake-on-LAN follows (kiosk). Answers the TV indexes that will be woken. */
  sendPowerCommand(tvIndexes: string[]): Promise<string[]>;
  rememberTvMac(tvIndex: string, mac: string): Promise<void>;
  setDisplayPower(on: boolean): Promise<void>;
  /** The room's local remote-state socket; null on the web. */
  getRemoteStateEndpoint(): Promise<RemoteStateEndpoint | null>;
  getArea(): Promise<KioskArea>;
  setArea(area: KioskArea): Promise<KioskArea>;
}

export type { BatteryState, DeviceIdentity, KioskArea, RemoteStateEndpoint, RoomRegistration, StatusContext };
