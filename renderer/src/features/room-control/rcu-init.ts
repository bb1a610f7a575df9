import { childPages, useContentStore } from '@renderer/features/content';
import { devicesOf, rcuItemsOf } from './rcu-devices';
import { roomControl } from './room-control';

/** One read of every device of the hotel's rcu page. */
export function readRoomOnce(): Promise<void> {
  const { structure, index } = useContentStore.getState();
  const pageId = structure?.rcu?.pageId;
  if (!pageId) return Promise.resolve();
  return roomControl.readOnce(devicesOf(rcuItemsOf(childPages(index, pageId))));
}
