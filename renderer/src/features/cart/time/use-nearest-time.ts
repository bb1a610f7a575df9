import dayjs from 'dayjs';
import { useEffect } from 'react';
import { hotelNow } from '@renderer/lib/time';
import { FORMAT_DELIVERY_TIME, isValidDeliveryTime, nearestDeliveryTime } from '../delivery-time';
import { useCartStore } from '../cart-store';
import { useDeliveryStore } from '../delivery-store';
import type { Hours } from '../working-hours';

/**
 * Part 2 §4: on load the nearest available time is computed and stored. A stored time is kept only while it is
 * still valid and either the guest chose it or an order attempt with it is unanswered (a retry then sends the very
 * same payload, and requestId). A nearest time computed on an earlier visit is computed again: a new order starts
 * as soon as possible.
 */
export function useNearestTime(hours: Hours, selectable: boolean): void {
  const signature = JSON.stringify(hours);
  useEffect(() => {
    const store = useDeliveryStore.getState();
    if (!selectable) return;
    const now = hotelNow();
    const stored = store.deliveryTime ? dayjs(store.deliveryTime) : null;
    const wanted = store.confirmed || Object.keys(useCartStore.getState().pendingRequests).length > 0;
    if (wanted && stored && stored.isValid() && isValidDeliveryTime(stored, now, hours) && !stored.isBefore(now)) return;
    const nearest = nearestDeliveryTime(now, hours);
    store.setNearest(nearest ? nearest.format(FORMAT_DELIVERY_TIME) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` stands for `hours`
  }, [signature, selectable]);
}
