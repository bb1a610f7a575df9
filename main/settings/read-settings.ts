import type { KioskArea } from '../../common/bridge/contract';
import { areaSchema } from '../../common/bridge/schemas';
import { DEFAULT_AREA_TVID } from '../../common/spec/limits';
import { DEFAULT_DEVICE_MODE, type DeviceMode, type KeyValueStore, type KioskFlags, type KioskSettings } from './key-value-store';

export function readDeviceMode(store: KeyValueStore<KioskSettings>): DeviceMode {
  const value = store.get('deviceMode');
  return value === 'tablet' || value === 'tv' ? value : DEFAULT_DEVICE_MODE;
}

export function readHotelOrigin(store: KeyValueStore<KioskSettings>): string | undefined {
  const value = store.get('hotelOrigin');
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function readArea(store: KeyValueStore<KioskSettings>): KioskArea {
  const parsed = areaSchema.safeParse(store.get('area'));
  return parsed.success ? parsed.data : { tvid: DEFAULT_AREA_TVID, title: '' };
}

export function readKioskFlags(store: KeyValueStore<KioskSettings>): KioskFlags {
  const value = store.get('kiosk') as Partial<KioskFlags> | undefined;
  return {
    locked: value?.locked !== false,
    displayMethod: value?.displayMethod === 'cec' ? 'cec' : 'dpms',
  };
}

export function readTvMacs(store: KeyValueStore<KioskSettings>): Record<string, string> {
  const value = store.get('tvMacs');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function readText(store: KeyValueStore<KioskSettings>, key: 'deviceId' | 'remoteStateSecret'): string {
  const value = store.get(key);
  return typeof value === 'string' ? value : '';
}
