import type { PaymentMethod } from '@common/api';
import type { GuestType } from '@common/spec';
import type { TranslationKey } from '@renderer/lib/i18n';

/** pms and resident stand in for each other (part 1 §5, §6). */
export const baseGuestType = (type: GuestType): GuestType => (type === 'pms' ? 'resident' : type);

/**
 * Part 1 §4: a single configured type is set automatically; an empty or unknown type falls back to the first
 * configured type, or notResident when the hotel configures none.
 */
export function resolveGuestType(configured: readonly GuestType[], current: GuestType | undefined): GuestType {
  if (configured.length === 1) return configured[0] as GuestType;
  if (current && configured.some((type) => baseGuestType(type) === baseGuestType(current))) return current;
  return configured[0] ?? 'notResident';
}

/** Payment methods allowed for a guest type; pms falls back to resident. */
export const methodsForGuestType = (methods: readonly PaymentMethod[], type: GuestType): PaymentMethod[] =>
  methods.filter((method) => baseGuestType(method.guestType) === baseGuestType(type));

/** A guest type change resets the payment method to the first allowed one. */
export const firstPaymentMethod = (methods: readonly PaymentMethod[], type: GuestType): string | undefined =>
  methodsForGuestType(methods, type)[0]?.type;

/** Part 1 §6 guest-type labels ('I am a hotel guest', 'I have a booking', 'I have a pin code'...). */
export const GUEST_TYPE_LABEL: Readonly<Record<GuestType, TranslationKey>> = {
  resident: 'login.typeResident',
  pms: 'login.typeResident',
  pmsnum: 'login.typePmsnum',
  'pmsnum-name': 'login.typePmsnumName',
  notResident: 'login.typeNotResident',
  'email-pin': 'login.typeEmailPin',
};
