import type { DeviceKind, MenuEntry } from '@common/api';
import { paths } from '@renderer/lib/paths';
import type { DeviceMode } from '@renderer/platform';
import { resolveMenuLink } from './resolve-menu-link';

export interface Audience {
  device: DeviceMode;
  groups: readonly string[];
  /** Whether the guest has a mobile key: the mobile key item shows only then. */
  hasMobileKey?: boolean;
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

const leadsToMobileKey = (entry: MenuEntry): boolean => {
  const target = resolveMenuLink(entry);
  return target.kind === 'route' && target.to === paths.mobileKey;
};

/** The menu a guest sees: groups and devices, and part 1 §6's mobile key item only when a key exists. */
export const visibleMenu = (menu: readonly MenuEntry[], audience: Audience): MenuEntry[] =>
  visibleOnly(menu, audience).filter((entry) => audience.hasMobileKey === true || !leadsToMobileKey(entry));
