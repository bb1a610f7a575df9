import { z } from 'zod';
import { requiredText, textField } from '../http/validate';

/** Calls that take no payload accept none, or an empty JSON object. */
export const emptyBody = z.strictObject({});

const INSTALLATION_WINDOW_MINUTES = { default: 30, max: 8 * 60 } as const;

/** Opens the installation window for `minutes` (it closes by itself), or closes it at once. */
export const installationModeBody = z.object({
  on: z.boolean(),
  minutes: z.number().int().min(1).max(INSTALLATION_WINDOW_MINUTES.max).default(INSTALLATION_WINDOW_MINUTES.default),
});

export const checkinBody = z.object({
  guestName: requiredText(100),
  guestFirstName: textField(100).default(''),
  guestTitle: textField(20).default(''),
  pmsregnum: textField(50).optional(),
  email: z.email().max(254).optional(),
  pin: z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits').optional(),
  phone: z.string().regex(/^\+\d{7,15}$/, 'must be + and 7-15 digits').optional(),
  groups: z.array(requiredText(50)).max(20).default([]),
  lang: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/).optional(),
  checkInDate: textField(40).optional(),
  checkOutDate: textField(40).optional(),
});

export const errorsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type CheckinBody = z.infer<typeof checkinBody>;
