import type { GuestType } from '@common/spec';
import type { LoginValues } from './login-fields';

export interface LinkLogin {
  type: GuestType;
  values: LoginValues;
}

const LINK_PARAMS = ['type', 'room', 'lastname', 'pmsregnum', 'email', 'pin', 'payload'] as const;
const FIELDS = LINK_PARAMS.filter((name) => name !== 'payload');

/**
 * The `payload` of a login link: the same fields packed into one value, so a hotel's e-mail need not spell them out.
 * It is base64 (or base64url) of a JSON object or of a query string, e.g. base64('{"room":"101","lastname":"Smith"}').
 * Anything else packs nothing.
 */
export function payloadFields(payload: string | null): Record<string, string> {
  if (!payload) return {};
  let text: string;
  try {
    const bytes = Uint8Array.from(atob(payload.trim().replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {};
  }
  let entries: [string, unknown][];
  try {
    const parsed: unknown = JSON.parse(text);
    entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  } catch {
    entries = [...new URLSearchParams(text)];
  }
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => (FIELDS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string'));
}

/**
 * Part 1 §5 automatic login by query: pms (room, lastname), pmsnum (room, pmsregnum), pmsnum-name (pmsregnum,
 * lastname), email-pin (email, pin); without a type, room and lastname. A `payload` may carry the same fields; a
 * field in the query itself wins. Missing values skip it (null).
 */
export function linkLogin(search: string): LinkLogin | null {
  const query = new URLSearchParams(search);
  const packed = payloadFields(query.get('payload'));
  const get = (name: string) => query.get(name)?.trim() || packed[name]?.trim() || undefined;
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
