import type { Page, RcuBaseType, RcuItemParams, RcuItemType } from '@common/api';
import { RCU_DEVICE_TYPES, RCU_ITEM_BASE_TYPES } from '@common/api';
import { baseTypeOf } from './rcu-rules';

/** One device on the room's controller: items and their Mini tiles with the same type and params share it. */
export interface RcuDevice {
  key: string;
  type: RcuBaseType;
  params: RcuItemParams;
}

export interface RcuItem {
  page: Page;
  itemType: RcuItemType;
  /** Absent for items that only link (im, tvRemote). */
  device?: RcuDevice;
}

const isItemType = (value: unknown): value is RcuItemType =>
  typeof value === 'string' && (RCU_ITEM_BASE_TYPES as readonly string[]).includes(value.replace(/Mini$/, ''));

const stableParams = (params: RcuItemParams): string =>
  JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));

export const deviceOf = (type: RcuBaseType, params: RcuItemParams): RcuDevice => ({ key: `${type}:${stableParams(params)}`, type, params });

/** The rcu page's items in content order; an item of an unknown type is left out. */
export function rcuItemsOf(children: readonly Page[]): RcuItem[] {
  return children.flatMap((page) => {
    if (page.type !== 'rcuItem' || !isItemType(page.itemType)) return [];
    const type = baseTypeOf(page.itemType);
    const readable = (RCU_DEVICE_TYPES as readonly string[]).includes(type);
    return [{ page, itemType: page.itemType, ...(readable ? { device: deviceOf(type, page.params ?? {}) } : {}) }];
  });
}

/** Each device once. */
export function devicesOf(items: readonly RcuItem[]): RcuDevice[] {
  const byKey = new Map<string, RcuDevice>();
  for (const item of items) if (item.device && !byKey.has(item.device.key)) byKey.set(item.device.key, item.device);
  return [...byKey.values()];
}
