import { withFeatureTexts } from '@renderer/lib/i18n';
import type { BookingToCancel } from './cancel-booking';

export type { BookingToCancel } from './cancel-booking';

export const loadSlotsRoute = withFeatureTexts(() => import('./slots-route').then((m) => ({ Component: m.SlotsRoute })));

/** Asks, then gives a booking back (My orders and the slots screen); loads with the screen that asks. */
export const cancelBooking = (booking: BookingToCancel, onDone: () => void): Promise<void> =>
  withFeatureTexts(() => import('./cancel-booking'))().then((m) => m.cancelBooking(booking, onDone));
