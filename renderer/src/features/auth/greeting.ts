import { DEFAULT_GREETING_FORMAT } from '@common/spec';
import type { Guest } from './guest-store';

/** `greetingFormat`: {t} title, {f} first name, {l} last name; empty parts leave no stray spaces. */
export function formatGreeting(guest: Pick<Guest, 'guestTitle' | 'guestFirstName' | 'guestName'>, format?: string): string {
  const parts: Record<string, string> = { t: guest.guestTitle ?? '', f: guest.guestFirstName ?? '', l: guest.guestName ?? '' };
  return (format || DEFAULT_GREETING_FORMAT)
    .replace(/\{([tfl])\}/g, (_, key: string) => parts[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
