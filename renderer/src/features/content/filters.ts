import type { DeviceKind } from '@common/api';
import type { DeviceMode } from '@renderer/platform';

export interface Audience {
  device: DeviceMode;
  groups: readonly string[];
}

interface Targeted {
  groups?: readonly string[];
  devices?: readonly DeviceKind[];
}

/** A page with groups shows only to a guest in one of them; no groups means everyone. */
export function matchesGroups(itemGroups: readonly string[] | undefined, guestGroups: readonly string[]): boolean {
  if (!itemGroups || itemGroups.length === 0) return true;
  return itemGroups.some((group) => guestGroups.includes(group));
}

const KINDS_BY_MODE: Record<DeviceMode, readonly DeviceKind[]> = {
  phone: ['web', 'mobile'],
  tablet: ['tablet'],
  tv: ['tv'],
};

/** No devices list means every device. */
export function matchesDevice(devices: readonly DeviceKind[] | undefined, mode: DeviceMode): boolean {
  if (!devices || devices.length === 0) return true;
  return devices.some((kind) => KINDS_BY_MODE[mode].includes(kind));
}

export const isVisible = (item: Targeted, audience: Audience): boolean =>
  matchesGroups(item.groups, audience.groups) && matchesDevice(item.devices, audience.device);

export const visibleOnly = <T extends Targeted>(items: readonly T[], audience: Audience): T[] =>
  items.filter((item) => isVisible(item, audience));
