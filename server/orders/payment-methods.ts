import type { HotelConfig, PaymentMethodType } from '../../common/api/config';
import { GUEST_TYPES, type GuestType } from '../../common/spec/codes';

/** Part 2 §5, §6: methods by guest type (pms falls back to resident); 'pos' alone when inRoom and none is set. */
export function methodsFor(config: HotelConfig, guestType: GuestType): PaymentMethodType[] {
  const of = (type: GuestType) => config.paymentMethods.filter((m) => m.guestType === type).map((m) => m.type);
  let methods = of(guestType);
  if (methods.length === 0 && guestType === 'pms') methods = of('resident');
  if (methods.length === 0 && config.inRoom) methods = ['pos'];
  return methods;
}

/** The order's authType when it names a guest type, else the guest's own, else the hotel's first, else notResident. */
export function guestTypeOf(authType: string, guestType: string | undefined, config: HotelConfig): GuestType {
  const known = (value: string | undefined): value is GuestType => GUEST_TYPES.includes(value as GuestType);
  if (known(authType)) return authType;
  if (known(guestType)) return guestType;
  return config.guestTypes[0] ?? 'notResident';
}
