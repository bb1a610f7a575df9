import type { DeviceIdentity, KioskArea, RoomRegistration } from '@common/bridge';
import { DEFAULT_AREA_TVID } from '@common/spec';
import { readJson, readString, removeKey, writeJson, writeString } from '@renderer/lib/storage';
import { resolveWebDeviceMode } from './device-mode';
import type { PlatformApi } from './types';

export const WEB_STORAGE_KEY = {
  device: 'stay.device',
  deviceId: 'stay.deviceId',
  registration: 'stay.registration',
  area: 'stay.kioskArea',
} as const;


function browserModel(userAgent: string): string {
  const match = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(userAgent);
  return match ? match[0] : 'browser';
}

/** A browser hides its MAC and address: it says so, and keeps a random UUID as its device id instead. */
function webIdentity(): DeviceIdentity {
  let deviceId = readString(WEB_STORAGE_KEY.deviceId);
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    writeString(WEB_STORAGE_KEY.deviceId, deviceId);
  }
  return {
    mac: '',
    ip: '',
    deviceId,
    iface: 'browser',
    manufacturer: 'browser',
    model: browserModel(navigator.userAgent),
    os: navigator.platform || 'web',
    hostname: location.hostname,
  };
}

export const webPlatform: PlatformApi = {
  kind: 'web',
  getIdentity: async () => webIdentity(),
  getRegistration: async () => readJson<RoomRegistration>(WEB_STORAGE_KEY.registration),
  saveRegistration: async (registration) => {
    writeJson(WEB_STORAGE_KEY.registration, registration);
    return registration;
  },
  clearRegistration: async () => removeKey(WEB_STORAGE_KEY.registration),
  getDeviceMode: async () => {
    const { mode, persist } = resolveWebDeviceMode(location.search, readString(WEB_STORAGE_KEY.device));
    if (persist) writeString(WEB_STORAGE_KEY.device, mode);
    return mode;
  },
  setKioskLocked: async () => false,
  reportStatus: async () => undefined,
  // A browser is not the room's tablet: the laptop's or phone's battery is none of the room's business.
  getBattery: async () => null,
  onBattery: () => () => undefined,
  onSystemIdle: () => () => undefined,
  sendPowerCommand: async () => [],
  rememberTvMac: async () => undefined,
  setDisplayPower: async () => undefined,
  getRemoteStateEndpoint: async () => null,
  getArea: async () => readJson<KioskArea>(WEB_STORAGE_KEY.area) ?? { tvid: DEFAULT_AREA_TVID, title: '' },
  setArea: async (area) => {
    writeJson(WEB_STORAGE_KEY.area, area);
    return area;
  },
};
