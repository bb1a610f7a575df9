import { z } from 'zod';
import { DOOR_KEY_STATES, MOBILE_KEY_VENDORS } from '../../common/api/mobile-key';
import { GUEST_TYPES } from '../../common/spec/codes';
import { roomControlSchema } from '../rcu/room-control-schema';

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
  /** The guest's account refuses room charges ('pos' answers nopost_error). */
  noPost: z.boolean().default(false),
  /** Folio lines already on the guest's bill, in minor units. */
  folio: z
    .array(
      z.object({
        date: z.string().min(1),
        title: z.string().min(1),
        amountMinor: z.number().int(),
        /** What the line is (room-night, minibar...), for the app to word in the guest's language; `title` otherwise. */
        code: z.string().regex(/^[a-z][a-z-]{0,39}$/).optional(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .default([]),
  /** A loyalty card linked to this guest (name and e-mail from the guest). */
  loyalty: z.object({ cardNumber: z.string().regex(/^\d{6,20}$/), points: z.number().int().nonnegative() }).optional(),
  /** A mobile key issued for the stay: the door PIN from the booking confirmation, and its state in the door system. */
  mobileKey: z.object({ pin: z.string().regex(/^\d{4,8}$/), state: z.enum(DOOR_KEY_STATES).default('active') }).optional(),
});

const macAddress = z.string().regex(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/, 'must be a MAC address like C0:FF:EE:00:00:01');

const sharedDoor = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  alias: z.string().min(1).max(60),
  mac: macAddress,
});

/** The hotel's door locks: each building has one lock vendor for its rooms and shared doors (entrance, spa...). */
const doorSystem = z.object({
  buildings: z.array(z.object({
    name: z.string().min(1).max(60),
    vendor: z.enum(MOBILE_KEY_VENDORS),
    rooms: z.array(z.string().min(1).max(16)).min(1),
    sharedDoors: z.array(sharedDoor).default([]),
  })),
});

const seedLoyaltyAccount = z.object({
  cardNumber: z.string().regex(/^\d{6,20}$/),
  name: z.string().min(1),
  email: z.string().min(3),
  points: z.number().int().nonnegative(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The room assistant's language model: an OpenAI-compatible endpoint (`{endpoint}/chat/completions`). It stays on
 * the server; the served config only says that answers can be phrased (`assistantPhrasing`).
 */
export const assistantModelSchema = z.object({
  /** Base URL of the API, e.g. `http://127.0.0.1:11434/v1`. */
  endpoint: z.url({ protocol: /^https?$/ }),
  model: z.string().min(1).max(200),
  /** Name of the environment variable that holds the API key, if the endpoint wants one: no secret in the file. */
  apiKeyEnv: z.string().regex(/^[A-Z_][A-Z0-9_]{0,63}$/).optional(),
  timeoutMs: z.number().int().min(1000).max(60_000).default(15_000),
});

/** `resources/hotels/{hotel}/hotel.json`: the config (without its URL fields) plus the seed of the database. */
export const hotelFileSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,63}$/),
  id: z.number().int().positive(),
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  /** Test fixtures only: the installation window is open this many minutes from the hotel's first seeding. */
  installationWindowMinutes: z.number().int().min(0).max(480).default(0),
  baseToken: z.string().optional(),
  config: z.looseObject({
    defaultLanguage: z.string(),
    availableLanguages: z.array(z.string()),
    guestTypes: z.array(z.enum(GUEST_TYPES)),
    paymentMethods: z.array(z.looseObject({ type: z.string(), guestType: z.enum(GUEST_TYPES) })),
    allowedFrameOrigins: z.array(z.string()).optional(),
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Berlin').optional(),
  }),
  manifest: z.looseObject({ name: z.string(), icons: z.array(z.looseObject({ src: z.string() })) }),
  serviceFee: z.number().nonnegative().default(0),
  rooms: z.array(seedRoom),
  guests: z.array(seedGuest).default([]),
  /** Guests a slot interval holds at once. */
  slotCapacity: z.number().int().min(1).max(1000).default(2),
  /** Loyalty accounts linked to nobody yet (guests log in to them). */
  loyaltyAccounts: z.array(seedLoyaltyAccount).default([]),
  doorSystem: doorSystem.default({ buildings: [] }),
  assistant: assistantModelSchema.optional(),
  /** The rooms' controllers: their driver and the devices of a room. Not part of the public config. */
  roomControl: roomControlSchema.optional(),
});

export type HotelFile = z.infer<typeof hotelFileSchema>;
export type SeedGuest = z.infer<typeof seedGuest>;
export type SeedLoyaltyAccount = z.infer<typeof seedLoyaltyAccount>;
export type DoorSystemConfig = z.infer<typeof doorSystem>;
export type AssistantModel = z.infer<typeof assistantModelSchema>;
