import dayjs from 'dayjs';
import { useEffect } from 'react';
import { hotelNow } from '@renderer/lib/time';
import { FORMAT_DELIVERY_TIME, isValidDeliveryTime, nearestDeliveryTime } from '../delivery-time';
import { useDeliveryStore } from '../delivery-store';
import type { Hours } from '../working-hours';

/**
 * Part 2 §4: on load the nearest available time is computed and stored. A stored time that is still valid is
 * kept, so a retried order sends the very same payload (and requestId).
 */
export function useNearestTime(hours: Hours, selectable: boolean): void {
  const signature = JSON.stringify(hours);
  useEffect(() => {
    const store = useDeliveryStore.getState();
    if (!selectable) return;
    const now = hotelNow();
    const stored = store.deliveryTime ? dayjs(store.deliveryTime) : null;
    if (stored && stored.isValid() && isValidDeliveryTime(stored, now, hours) && !stored.isBefore(now)) return;
    const nearest = nearestDeliveryTime(now, hours);
    store.setNearest(nearest ? nearest.format(FORMAT_DELIVERY_TIME) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` stands for `hours`
  }, [signature, selectable]);
}
