import type { DeviceIdentity, KioskArea, RoomRegistration } from '@common/bridge';
import { DEFAULT_AREA_TVID, DEFAULT_BATTERY_LEVEL } from '@common/spec';
import { readJson, readString, removeKey, writeJson, writeString } from '@renderer/lib/storage';
import { resolveWebDeviceMode } from './device-mode';
import type { PlatformApi } from './types';

export const WEB_STORAGE_KEY = {
  device: 'stay.device',
  mac: 'stay.mac',
  registration: 'stay.registration',
  area: 'stay.kioskArea',
} as const;

interface BrowserBattery {
  level: number;
  charging: boolean;
}

async function browserBattery() {
  const nav = navigator as Navigator & { getBattery?: () => Promise<BrowserBattery> };
  const battery = await nav.getBattery?.().catch(() => undefined);
  return battery
    ? { level: Math.round(battery.level * 100), plugged: battery.charging }
    : { level: DEFAULT_BATTERY_LEVEL, plugged: true };
}

/** A locally administered unicast MAC: second-lowest bit of the first octet set, lowest clear. */
export function randomLocalMac(random: () => number = Math.random): string {
  const octets = Array.from({ length: 6 }, () => Math.floor(random() * 256));
  octets[0] = ((octets[0] ?? 0) & 0xfc) | 0x02;
  return octets.map((o) => o.toString(16).padStart(2, '0')).join(':');
}

function browserModel(userAgent: string): string {
  const match = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(userAgent);
  return match ? match[0] : 'browser';
}

function webIdentity(): DeviceIdentity {
  let mac = readString(WEB_STORAGE_KEY.mac);
  if (!mac) {
    mac = randomLocalMac();
    writeString(WEB_STORAGE_KEY.mac, mac);
  }
  return {
    mac,
    ip: '0.0.0.0',
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
  getBattery: browserBattery,
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
