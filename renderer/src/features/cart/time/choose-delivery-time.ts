import type { Dayjs } from 'dayjs';
import { translate } from '@renderer/lib/i18n';
import { hotelNow } from '@renderer/lib/time';
import { openDialog } from '@renderer/features/shell';
import { FORMAT_DELIVERY_TIME, isValidDeliveryTime } from '../delivery-time';
import { useDeliveryStore } from '../delivery-store';
import type { Hours } from '../working-hours';

/** Part 2 §4: the guest's chosen time is stored only when valid; otherwise the error dialog says so. True when stored. */
export function chooseDeliveryTime(slot: Dayjs, hours: Hours): boolean {
  if (!isValidDeliveryTime(slot, hotelNow(), hours)) {
    openDialog({ kind: 'error', title: translate('shell.error'), text: translate('cart.product_is_unavailable_for_selected_time') });
    return false;
  }
  useDeliveryStore.getState().confirm(slot.format(FORMAT_DELIVERY_TIME));
  return true;
}
