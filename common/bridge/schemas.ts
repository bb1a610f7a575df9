import { z } from 'zod';
import type { InvokeChannel } from './contract';

/** A room registration as the kiosk stores it; main also parses the stored copy with it on read. */
export const registrationSchema = z.object({
  hotel: z.string().regex(/^[a-z0-9-]{1,63}$/),
  hotelId: z.number().int().positive(),
  roomNumber: z.string().trim().min(1).max(16),
  sign: z.string().min(1).max(256),
  tvIndex: z.string().max(8),
  groups: z.array(z.string().max(64)).max(64),
  registeredAt: z.string().max(40),
});

/** Argument schemas for every invoke channel; main parses each argument before its handler runs. */
export const invokeArgSchemas = {
  'device:get-identity': z.tuple([]),
  'kiosk:get-info': z.tuple([]),
  'registration:get': z.tuple([]),
  'registration:save': z.tuple([registrationSchema]),
  'registration:clear': z.tuple([]),
} as const satisfies Record<InvokeChannel, z.ZodTuple>;
