import type { KioskArea, RoomRegistration } from '../../common/bridge/contract';

export type DeviceMode = 'tablet' | 'tv';

export interface KioskFlags {
  /** Lock the window at start (fullscreen kiosk, shortcuts swallowed); a service code unlocks only until restart. */
  locked: boolean;
  /** How main switches the screen off and on. */
  displayMethod: 'dpms' | 'cec';
}

/** What the kiosk persists. `registration` is stored as written and re-validated on every read. */
export interface KioskSettings {
  hotelOrigin?: string;
  registration?: RoomRegistration;
  deviceMode: DeviceMode;
  area?: KioskArea;
  kiosk?: KioskFlags;
  /** TV MAC addresses by TV index, remembered for wake-on-LAN. */
  tvMacs?: Record<string, string>;
  /** Stable id of this screen in status reports. */
  deviceId?: string;
  /** Shared secret of the remote-state socket when the hotel opens it to the room network. */
  remoteStateSecret?: string;
  /** Highest settings migration applied (main/settings/migrations.ts). */
  settingsVersion?: number;
}

export const DEFAULT_DEVICE_MODE: DeviceMode = 'tablet';

/** The small synchronous store main's services are written against (electron-store, or a JSON file in tests). */
export interface KeyValueStore<T extends object> {
  /** `unknown` on purpose: what is on disk is not trusted to match `T`. */
  get(key: keyof T): unknown;
  set<K extends keyof T>(key: K, value: T[K]): void;
  delete(key: keyof T): void;
}
