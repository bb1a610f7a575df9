import { EMERGENCY_NUMBER } from '@common/spec';
import { PHONE_CALL_LIST } from '@common/spec/phone';
import type { TranslationKey } from '@renderer/locales/types';

type T = (key: TranslationKey, options?: Record<string, unknown>) => string;

/** Who a number is, as a guest says it: a hotel line's name, the emergency line, or a room. */
export function partyName(number: string, t: T): string {
  const line = PHONE_CALL_LIST.find((entry) => entry.number === number);
  if (line) return t(`phone.lines.${line.id}`);
  if (number === EMERGENCY_NUMBER) return t('phone.emergency.title');
  if (/^\d{1,6}$/.test(number)) return t('phone.room', { number });
  return '';
}

/** mm:ss, or h:mm:ss past an hour. */
export function callDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
