import type { DeviceIdentity, RoomRegistration } from '../../../common/bridge';

export type DeviceMode = 'phone' | 'tablet' | 'tv';

/** What the renderer needs from where it runs: the browser (web.ts) or the kiosk bridge (kiosk.ts). */
export interface PlatformApi {
  kind: 'web' | 'kiosk';
  getIdentity(): Promise<DeviceIdentity>;
  getRegistration(): Promise<RoomRegistration | null>;
  saveRegistration(registration: RoomRegistration): Promise<RoomRegistration>;
  clearRegistration(): Promise<void>;
  getDeviceMode(): Promise<DeviceMode>;
}

export type { DeviceIdentity, RoomRegistration };
