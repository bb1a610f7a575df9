import type { HotelConfig, PaymentMethod } from '@common/api';
import type { GuestType } from '@common/spec';
import { methodsForGuestType } from '@renderer/features/auth';

/**
 * Part 1 §6 and part 2 §6: methods for the guest type (pms as resident); 'pos' (guest account) is the only
 * method when the hotel is in-room and configures none for the guest.
 */
export function availableMethods(config: Pick<HotelConfig, 'paymentMethods' | 'inRoom'>, guestType: GuestType): PaymentMethod[] {
  const methods = methodsForGuestType(config.paymentMethods ?? [], guestType);
  return methods.length === 0 && config.inRoom ? [{ type: 'pos', guestType }] : methods;
}

/** The chosen method when it is still allowed, else the first allowed one. */
export const effectiveMethod = (methods: readonly PaymentMethod[], chosen: string | undefined): PaymentMethod | undefined =>
  methods.find((method) => method.type === chosen) ?? methods[0];

export interface VisibilityInput {
  basicMode: boolean;
  newOrder: boolean;
}

/** Part 2 §2: payment methods show outside basic mode, for a non-zero total, on a new order. */
export const showsPaymentMethods = ({ basicMode, newOrder }: VisibilityInput, totalMinor: number): boolean =>
  !basicMode && newOrder && totalMinor > 0;

/** Part 2 §2: the guest-type toggle shows outside basic mode, with more than one type, on a new order. */
export const showsGuestTypeToggle = ({ basicMode, newOrder }: VisibilityInput, guestTypes: readonly GuestType[]): boolean =>
  !basicMode && newOrder && guestTypes.length > 1;

/** Part 2 §2: the time picker shows outside basic mode and only when a time can be chosen. */
export const showsTimePicker = (basicMode: boolean, selectable: boolean): boolean => !basicMode && selectable;
