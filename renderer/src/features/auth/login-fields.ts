import type { GuestType } from '@common/spec';
import { baseGuestType } from './guest-type';

export type LoginField = 'room' | 'lastName' | 'booking' | 'phone' | 'email' | 'pin';
export type LoginValues = Partial<Record<LoginField, string>>;
export type FieldError = 'required' | 'phone' | 'email';

/** Part 1 §5: the fields of each guest type's form, login field first. */
export const LOGIN_FIELDS: Readonly<Record<GuestType, readonly LoginField[]>> = {
  resident: ['room', 'lastName'],
  pms: ['room', 'lastName'],
  pmsnum: ['room', 'booking'],
  'pmsnum-name': ['booking', 'lastName'],
  notResident: ['phone'],
  'email-pin': ['email', 'pin'],
};

const PHONE = /^\+?\d{7,15}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** What people type around the digits of a phone number. */
const phoneDigits = (input: string): string => input.replace(/[\s().-]/g, '');

const isValidPhone = (input: string): boolean => PHONE.test(phoneDigits(input.trim()));
const isValidEmail = (input: string): boolean => input.trim().length <= 254 && EMAIL.test(input.trim());

/** Every field is required; the phone and the e-mail must also look like one. */
export function validateLogin(type: GuestType, values: LoginValues): Partial<Record<LoginField, FieldError>> {
  const errors: Partial<Record<LoginField, FieldError>> = {};
  for (const field of LOGIN_FIELDS[type]) {
    const value = values[field]?.trim() ?? '';
    if (!value) errors[field] = 'required';
    else if (field === 'phone' && !isValidPhone(value)) errors[field] = 'phone';
    else if (field === 'email' && !isValidEmail(value)) errors[field] = 'email';
  }
  return errors;
}

/** The weblogin `login` and `password` of a form; a phone gets its leading + if the guest left it out. */
export function toCredentials(type: GuestType, values: LoginValues): { login: string; password: string } {
  const v = (field: LoginField) => values[field]?.trim() ?? '';
  switch (baseGuestType(type)) {
    case 'resident':
      return { login: v('room'), password: v('lastName') };
    case 'pmsnum':
      return { login: v('room'), password: v('booking') };
    case 'pmsnum-name':
      return { login: v('booking'), password: v('lastName') };
    case 'email-pin':
      return { login: v('email'), password: v('pin') };
    default: {
      const phone = phoneDigits(v('phone'));
      return { login: phone.startsWith('+') ? phone : `+${phone}`, password: '' };
    }
  }
}
