import { z } from 'zod';
import { DEVICE_TYPE, GUEST_TYPES } from '../../common/spec/codes';
import { intField, requiredText, textField } from '../http/validate';

const deviceTypes: readonly number[] = Object.values(DEVICE_TYPE);

/** `POST {api}/weblogin` (part 1 §7): what `login` and `password` mean depends on `type`. */
export const webLoginBody = z.object({
  login: requiredText(254),
  password: textField(254).default(''),
  type: z.enum(GUEST_TYPES),
  hotelId: intField,
  deviceId: textField(200).optional(),
  deviceOSVersion: textField(100).optional(),
  deviceModel: textField(100).optional(),
  deviceType: intField.refine((code) => deviceTypes.includes(code), 'is not a known device type').optional(),
});

export type WebLoginBody = z.infer<typeof webLoginBody>;

const PHONE = /^\+\d{7,15}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Spaces, dashes, dots and brackets are how people write numbers; the digits are what count. */
export function normalisePhone(input: string): string | undefined {
  const phone = input.replace(/[\s().-]/g, '');
  return PHONE.test(phone) ? phone : undefined;
}

export const isEmail = (input: string): boolean => EMAIL.test(input) && input.length <= 254;
