import { cancelSlot } from '@renderer/lib/api/commerce-calls';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { showToast } from '@renderer/features/overlays';
import { openDialog } from '@renderer/features/shell';
import { alertSlotError } from './use-slots';

export interface BookingToCancel {
  token: string;
  serviceId: number;
  intervalCode: string;
  /** How the guest reads it: the service's title, the day and the time. */
  service: string;
  date: string;
  time: string;
}

/**
 * Asks first (keeping the booking is the default), then gives the booking back; `onDone` runs after a
 * cancellation so the screen can reload. A refusal shows its message as an error alert (part 2 §7).
 */
export function cancelBooking(booking: BookingToCancel, onDone: () => void): void {
  const run = async () => {
    let answer: Awaited<ReturnType<typeof cancelSlot>> | null = null;
    try {
      answer = await cancelSlot({ token: booking.token, serviceId: booking.serviceId, intervalCode: booking.intervalCode });
    } catch (error) {
      log('warn', 'slot cancel failed', error);
    }
    if (answer?.result === 0) {
      showToast(translate('services.slots.cancelled'));
      onDone();
    } else alertSlotError(answer?.message, translate('login.generic'));
  };
  openDialog({
    title: translate('services.slots.cancelTitle'),
    text: translate('services.slots.cancelText', { service: booking.service, date: booking.date, time: booking.time }),
    buttons: [{ label: translate('services.slots.keep') }, { label: translate('services.slots.cancel'), onClick: () => void run() }],
  });
}
