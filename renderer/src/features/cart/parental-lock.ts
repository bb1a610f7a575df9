import type { Shop } from '@common/api';
import { isParentalLockOn } from '@renderer/features/pincode';
import { useContentStore } from '@renderer/features/content';

/** A shop marked `parentalLock` (the minibar) takes no orders while the parental lock is on. */
export const lockedByParent = (shop: Pick<Shop, 'parentalLock'> | undefined, lockOn: boolean): boolean =>
  shop?.parentalLock === true && lockOn;

/** Whether an order for `shopId` would be refused by the parental lock right now. */
export function shopIsLocked(shopId: number): boolean {
  return lockedByParent(useContentStore.getState().shop?.shops[String(shopId)], isParentalLockOn());
}
