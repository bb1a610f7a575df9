import dayjs from 'dayjs';
import { useMemo } from 'react';
import { SHIFT_MINUTES } from '@common/spec';
import { hotelNow } from '@renderer/lib/time';
import { useContentStore } from '@renderer/features/content';
import { earliestTime, nearestDeliveryTime } from '../delivery-time';
import { useDeliveryStore } from '../delivery-store';
import { ceilToStep, slotDisabled, type PickerContext } from '../timepicker-slots';
import { sharedHours } from '../working-hours';
import { chooseDeliveryTime } from './choose-delivery-time';
import { TimeWheels } from './time-wheels';

/**
 * The timepicker modal by query (`modalType=timepicker&modalId=<shop>&shift=<minutes>`): the delivery time for the
 * shop's working hours, slots before now plus the shift disabled. A valid choice is the cart's delivery time.
 */
export function ShopTimepicker({ shopId, shift = SHIFT_MINUTES, onClose }: { shopId: string; shift?: number; onClose: () => void }) {
  const workingHours = useContentStore((state) => state.shop?.shops[shopId]?.workingHours);
  const stored = useDeliveryStore.getState().deliveryTime;
  const ctx = useMemo<PickerContext>(() => ({ now: hotelNow(), hours: sharedHours([workingHours]), shift }), [workingHours, shift]);
  const initial = useMemo(() => {
    const chosen = stored ? dayjs(stored) : null;
    if (chosen && chosen.isValid() && !slotDisabled(chosen, ctx)) return ceilToStep(chosen);
    return ceilToStep(nearestDeliveryTime(ctx.now, ctx.hours, shift) ?? earliestTime(ctx.now, shift));
  }, [ctx, stored, shift]);
  return <TimeWheels ctx={ctx} initial={initial} onDone={(slot) => chooseDeliveryTime(slot, ctx.hours) && onClose()} />;
}
