import { DEFAULT_DEVICE_MODE, type DeviceMode, type KeyValueStore, type KioskSettings } from './key-value-store';

export function readDeviceMode(store: KeyValueStore<KioskSettings>): DeviceMode {
  const value = store.get('deviceMode');
  return value === 'tablet' || value === 'tv' ? value : DEFAULT_DEVICE_MODE;
}

export function readHotelOrigin(store: KeyValueStore<KioskSettings>): string | undefined {
  const value = store.get('hotelOrigin');
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
