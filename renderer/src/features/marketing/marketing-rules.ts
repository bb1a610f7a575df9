import type { MarketingBlock, MarketingNotification } from '@common/api';
import { FALLBACK_LANGUAGE } from '@common/spec';
import type { DeviceMode } from '@renderer/platform';

/** Part 2 §3 `devices`: a phone is web and mobile, a tablet is tablet, a TV screen is tv. */
const DEVICE_KINDS: Record<DeviceMode, readonly string[]> = { phone: ['web', 'mobile'], tablet: ['tablet'], tv: ['tv'] };

export const isForDevice = (notification: MarketingNotification, mode: DeviceMode): boolean =>
  notification.devices.some((kind) => DEVICE_KINDS[mode].includes(kind));

/** The guest's language, English as the fallback, or else whichever block there is. */
export const blockFor = (notification: MarketingNotification, language: string): MarketingBlock | undefined =>
  notification.blocks[language] ?? notification.blocks[FALLBACK_LANGUAGE] ?? Object.values(notification.blocks)[0];

export const fillUsername = (text: string, name: string): string => text.replaceAll('{username}', name);

/** What is still to show: for this device, not seen before, oldest first. */
export const toShow = (list: readonly MarketingNotification[], mode: DeviceMode, seen: ReadonlySet<number>): MarketingNotification[] =>
  list.filter((n) => isForDevice(n, mode) && !seen.has(n.id)).sort((a, b) => a.create - b.create || a.id - b.id);
