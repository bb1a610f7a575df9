import { z } from 'zod';
import { RCU_DEVICE_TYPES } from '../../common/api/rcu';

const deviceId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1-40 of a-z, 0-9 and -');

/** A device every room of the hotel has, as the content's rcu items name it in `params.device`. */
const deviceSpec = z
  .object({
    id: deviceId,
    type: z.enum(RCU_DEVICE_TYPES as [string, ...string[]]).transform((type) => type as (typeof RCU_DEVICE_TYPES)[number]),
    /** A dimmer drives a light unless it is a curtain. */
    kind: z.enum(['light', 'curtain']).optional(),
    title: z.string().min(1).max(80),
    /** Modbus: the first of the device's eight holding registers. */
    register: z.number().int().min(0).max(65_528).optional(),
  })
  .refine((device) => device.kind === undefined || device.type === 'dimmer', { message: 'only a dimmer has a kind' });

const simulatorDriver = z.object({ type: z.literal('simulator') });

const modbusDriver = z.object({
  type: z.literal('modbus'),
  host: z.string().min(1).max(255),
  port: z.number().int().min(1).max(65_535).default(502),
  timeoutMs: z.number().int().min(100).max(10_000).default(1_000),
  /** The Modbus unit id of each room's controller behind the gateway. */
  units: z.record(z.string().min(1).max(16), z.number().int().min(0).max(247)),
  /** Panel languages by the number a language register holds. */
  languages: z.array(z.string().min(2).max(10)).default([]),
});

/** `roomControl` of hotel.json: which driver reaches the rooms' controllers, and the devices of a room. */
export const roomControlSchema = z
  .object({
    driver: z.discriminatedUnion('type', [simulatorDriver, modbusDriver]).default({ type: 'simulator' }),
    devices: z.array(deviceSpec).max(64),
  })
  .refine((rc) => new Set(rc.devices.map((d) => d.id)).size === rc.devices.length, { message: 'device ids must be unique' })
  .refine((rc) => rc.driver.type !== 'modbus' || rc.devices.every((d) => d.register !== undefined), {
    message: 'every device of a Modbus controller needs its register',
  });

export type RoomControlConfig = z.infer<typeof roomControlSchema>;
export type DeviceSpec = z.infer<typeof deviceSpec>;
export type ModbusDriverConfig = z.infer<typeof modbusDriver>;
