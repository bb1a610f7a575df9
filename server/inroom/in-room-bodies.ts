import { isIP } from 'node:net';
import { z } from 'zod';
import { DEVICE_TYPE, IN_ROOM_MANUFACTURER, IN_ROOM_REGISTER_VERSION } from '../../common/spec/codes';
import { intField, requiredText } from '../http/validate';

const MAC = /^[0-9a-f]{2}([:-]?)[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A device is known by its MAC (any common spelling) or, where the platform hides it, by a UUID. */
export function normaliseDeviceId(input: string): string | undefined {
  const value = input.trim().toLowerCase();
  if (UUID.test(value)) return value;
  if (!MAC.test(value)) return undefined;
  const mac = (value.replace(/[:-]/g, '').match(/../g) ?? []).join(':');
  return mac === '00:00:00:00:00:00' ? undefined : mac;
}

const deviceId = requiredText(64).transform((value, ctx) => {
  const id = normaliseDeviceId(value);
  if (!id) ctx.addIssue({ code: 'custom', message: 'is not a MAC address or device UUID' });
  return id ?? '';
});

const roomNumber = z.string().trim().regex(/^[A-Za-z0-9._-]{1,16}$/, 'is not a room number');

/** `POST {api}/registration` (part 1 §7). A well-formed hotelId of another hotel has its own result code. */
export const registrationBody = z.object({
  hotelId: intField,
  v: intField.refine((v) => v === IN_ROOM_REGISTER_VERSION, `must be ${IN_ROOM_REGISTER_VERSION}`),
  // A browser does not know its address and leaves it out: the route takes the address the request came from.
  ip: requiredText(45).refine((ip) => isIP(ip) !== 0, 'is not an IP address').optional(),
  roomNumber,
  mac: deviceId,
  manufacturer: z.literal(IN_ROOM_MANUFACTURER),
  tvIndex: z.string().trim().regex(/^\d{1,3}$/, 'is not a TV index'),
});

/** `POST {api}/token?{roomNumber}` (part 1 §7). */
export const tokenBody = z.object({
  hotelId: intField,
  mac: deviceId,
  manufacturer: z.literal(IN_ROOM_MANUFACTURER),
  deviceType: intField.refine((type) => type === DEVICE_TYPE.tablet, `must be ${DEVICE_TYPE.tablet}`),
  sign: requiredText(128),
  roomNumber: roomNumber.optional(),
});

export type RegistrationBody = z.infer<typeof registrationBody>;
export type TokenBody = z.infer<typeof tokenBody>;
