import type { GuestType } from '@common/spec';
import type { LoginValues } from './login-fields';

export interface LinkLogin {
  type: GuestType;
  values: LoginValues;
}

const LINK_PARAMS = ['type', 'room', 'lastname', 'pmsregnum', 'email', 'pin', 'payload'] as const;

/**
 * Part 1 §5 automatic login by query: pms (room, lastname), pmsnum (room, pmsregnum), pmsnum-name (pmsregnum,
 * lastname), email-pin (email, pin); without a type, room and lastname. Missing values skip it (null).
 */
export function linkLogin(search: string): LinkLogin | null {
  const query = new URLSearchParams(search);
  const get = (name: string) => query.get(name)?.trim() || undefined;
  const type = get('type');
  const room = get('room');
  const lastName = get('lastname');
  const booking = get('pmsregnum');
  const all = (values: LoginValues) => Object.values(values).every(Boolean);
  const pick = (guestType: GuestType, values: LoginValues) => (all(values) ? { type: guestType, values } : null);
  switch (type) {
    case 'pms':
    case 'resident':
      return pick(type, { room, lastName });
    case 'pmsnum':
      return pick('pmsnum', { room, booking });
    case 'pmsnum-name':
      return pick('pmsnum-name', { booking, lastName });
    case 'email-pin':
      return pick('email-pin', { email: get('email'), pin: get('pin') });
    case undefined:
      return pick('resident', { room, lastName });
    default:
      return null;
  }
}

/** After a link login the credentials leave the address bar and the history entry. */
export function withoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}
