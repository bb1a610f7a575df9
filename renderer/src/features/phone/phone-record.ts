import { PHONE_TABS, type PhoneTab } from '@common/spec/phone';

/** Part 1 §3 phone record, persisted as version 4: the entered number, mute, do-not-disturb and the open tab. */
export interface PhoneRecord {
  enteredNumber: string;
  muted: boolean;
  dnd: boolean;
  tab: PhoneTab;
}

export const initialPhone: PhoneRecord = { enteredNumber: '', muted: false, dnd: false, tab: 'callList' };

/** A key pad number: digits, `*` and `#`, at most 32 of them. */
export const cleanNumber = (value: unknown): string => (typeof value === 'string' ? value.replace(/[^0-9*#]/g, '').slice(0, 32) : '');

export const isPhoneTab = (value: unknown): value is PhoneTab => (PHONE_TABS as readonly unknown[]).includes(value);
