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

const tvIndex = z.string().regex(/^[A-Za-z0-9_-]{1,8}$/);
const macAddress = z.string().regex(/^([0-9A-Fa-f]{2}[:-]?){5}[0-9A-Fa-f]{2}$/);

const statusContextSchema = z.object({
  page: z.string().max(512).optional(),
  language: z.string().regex(/^[A-Za-z-]{2,10}$/).optional(),
  active: z.boolean().optional(),
});

export const areaSchema = z.object({ tvid: tvIndex, title: z.string().max(128) });

/** Argument schemas for every invoke channel; main parses each argument before its handler runs. */
export const invokeArgSchemas = {
  'device:get-identity': z.tuple([]),
  'kiosk:get-info': z.tuple([]),
  'registration:get': z.tuple([]),
  'registration:save': z.tuple([registrationSchema]),
  'registration:clear': z.tuple([]),
  'kiosk:set-locked': z.tuple([z.boolean()]),
  'status:update': z.tuple([statusContextSchema]),
  'battery:get': z.tuple([]),
  'power:command': z.tuple([z.array(tvIndex).max(16)]),
  'wol:remember': z.tuple([tvIndex, macAddress]),
  'display:set-power': z.tuple([z.boolean()]),
  'remote-state:get-endpoint': z.tuple([]),
  'area:get': z.tuple([]),
  'area:set': z.tuple([areaSchema]),
} as const satisfies Record<InvokeChannel, z.ZodTuple>;
