import { z } from 'zod';
import { TABLET_REPORT_NAME } from '../../common/spec/limits';
import { normaliseDeviceId } from '../inroom/in-room-bodies';
import { intField } from '../http/validate';

const text = (max: number) => z.string().max(max);

const deviceIdField = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const id = normaliseDeviceId(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'is not a MAC address or device UUID' });
    return id ?? '';
  });

const roomNumber = z.string().trim().regex(/^[A-Za-z0-9._-]{1,16}$/, 'is not a room number');
const tvIndex = z.string().trim().regex(/^[A-Za-z0-9_-]{1,8}$/, 'is not a TV index');

/** `POST /api/tabletStatus`: part 2 §3's fields plus the room and the registration's sign. Sizes bounded. */
export const tabletStatusBody = z.object({
  id: text(64),
  mac: deviceIdField,
  name: z.literal(TABLET_REPORT_NAME),
  appVersion: text(32),
  language: text(16),
  page: text(512),
  batteryLevel: z.number().min(0).max(100),
  plugged: z.boolean(),
  localTime: text(40),
  deviceInfo: z.object({
    manufacturer: text(128),
    model: text(128),
    os: text(128),
    hostname: text(128),
    platform: text(32),
  }),
  networkData: z.object({
    iface: text(64),
    ip: text(45),
    mac: text(32),
    type: text(16),
    online: z.boolean(),
  }),
  status: z.enum(['standby', 'active']),
  hotelId: intField,
  roomNumber,
  tvIndex,
  sign: z.string().min(1).max(256),
});

/** `POST /api/wolByTvId`. */
export const wolByTvIdBody = z.object({
  hotelId: intField,
  roomNumber,
  tvId: tvIndex,
  mac: deviceIdField,
  sign: z.string().min(1).max(256),
  tvMac: deviceIdField.optional(),
});
