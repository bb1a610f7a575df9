import { z } from 'zod';
import { CURTAIN_MOTION, FCU_FAN, FCU_MODE, FCU_SETPOINT_C, type RcuStateChange } from '../../common/api/rcu';
import type { DeviceSpec } from './room-control-schema';

const level = z.number().int().min(0).max(100);
const setpoint = z.number().int().min(FCU_SETPOINT_C.min).max(FCU_SETPOINT_C.max);
const oneOf = (values: Record<string, number>) => z.number().int().refine((v) => Object.values(values).includes(v), 'is not offered');
const nonEmpty = (change: object) => Object.keys(change).length > 0;

/** What each kind of device accepts in a push: unknown fields and values out of range are refused. */
const changeSchemas = {
  light: z.strictObject({ state: level }),
  curtain: z.union([z.strictObject({ state: level }), z.strictObject({ mode: z.literal(CURTAIN_MOTION.stopped) })]),
  sound: z.strictObject({ state: level }),
  fcu: z
    .strictObject({ state: z.union([z.literal(0), z.literal(1)]), mode: oneOf(FCU_MODE), temperature: setpoint, fan: oneOf(FCU_FAN) })
    .partial()
    .refine(nonEmpty, 'changes nothing'),
  fcutemponly: z.strictObject({ temperature: setpoint }),
  language: z.strictObject({ language: z.string().regex(/^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/, 'is not a language code') }),
} satisfies Record<string, z.ZodType<RcuStateChange>>;

export type DeviceKind = keyof typeof changeSchemas;

export const kindOf = (device: DeviceSpec): DeviceKind =>
  device.type === 'dimmer' ? (device.kind ?? 'light') : device.type;

/** The change a push may make to this device, or why not. */
export function parseChange(device: DeviceSpec, input: unknown): { ok: true; change: RcuStateChange } | { ok: false; reason: string } {
  const parsed = changeSchemas[kindOf(device)].safeParse(input);
  if (parsed.success) return { ok: true, change: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `state${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}` };
}
