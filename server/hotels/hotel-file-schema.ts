import { z } from 'zod';
import { GUEST_TYPES } from '../../common/spec/codes';

const seedRoom = z.object({
  number: z.string().min(1).max(16),
  tvIndexes: z.array(z.string().min(1).max(8)).min(1).default(['0']),
});

const seedGuest = z.object({
  room: z.string().min(1).max(16),
  guestName: z.string().min(1),
  guestFirstName: z.string().default(''),
  guestTitle: z.string().default(''),
  pmsregnum: z.string().optional(),
  email: z.string().optional(),
  pin: z.string().optional(),
  phone: z.string().optional(),
  groups: z.array(z.string()).default([]),
  lang: z.string().optional(),
  checkInDate: z.string().optional(),
  checkOutDate: z.string().optional(),
});

/** `resources/hotels/{hotel}/hotel.json`: the config (without its URL fields) plus the seed of the database. */
export const hotelFileSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,63}$/),
  id: z.number().int().positive(),
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  installationMode: z.boolean().default(false),
  baseToken: z.string().optional(),
  config: z.looseObject({
    defaultLanguage: z.string(),
    availableLanguages: z.array(z.string()),
    guestTypes: z.array(z.enum(GUEST_TYPES)),
    paymentMethods: z.array(z.looseObject({ type: z.string(), guestType: z.enum(GUEST_TYPES) })),
    allowedFrameOrigins: z.array(z.string()).optional(),
  }),
  manifest: z.looseObject({ name: z.string(), icons: z.array(z.looseObject({ src: z.string() })) }),
  serviceFee: z.number().nonnegative().default(0),
  rooms: z.array(seedRoom),
  guests: z.array(seedGuest).default([]),
});

export type HotelFile = z.infer<typeof hotelFileSchema>;
export type SeedGuest = z.infer<typeof seedGuest>;
