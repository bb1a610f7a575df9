import type { RoomRegistration } from '../../common/bridge/contract';

export type DeviceMode = 'tablet' | 'tv';

/** What the kiosk persists. `registration` is stored as written and re-validated on every read. */
export interface KioskSettings {
  hotelOrigin?: string;
  registration?: RoomRegistration;
  deviceMode: DeviceMode;
}

export const DEFAULT_DEVICE_MODE: DeviceMode = 'tablet';

/** The small synchronous store main's services are written against (electron-store, or a JSON file in tests). */
export interface KeyValueStore<T extends object> {
  /** `unknown` on purpose: what is on disk is not trusted to match `T`. */
  get(key: keyof T): unknown;
  set<K extends keyof T>(key: K, value: T[K]): void;
  delete(key: keyof T): void;
}
