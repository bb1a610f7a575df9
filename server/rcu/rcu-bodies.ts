import { z } from 'zod';
import { RCU_DEVICE_TYPES } from '../../common/api/rcu';

/** A query field that carries JSON (the spec's "params as encoded JSON"). */
const jsonText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    });

const room = z.string().trim().min(1).max(16);

const params = jsonText(500).pipe(z.looseObject({ device: z.string().min(1).max(40) }));

/** The app sends the type with Mini removed; a Mini tile reads the same device as its full item. */
export const stateQuery = z.strictObject({
  type: z.enum(RCU_DEVICE_TYPES as [string, ...string[]]),
  room,
  params,
  token: z.string().min(1).max(200),
});

export const pushQuery = stateQuery.extend({ state: jsonText(500) });

/** `state.php?room=` alone: does the room's controller answer (the service pages' diagnostics)? */
export const pingQuery = z.strictObject({ room });

export const windowBody = z.strictObject({ open: z.boolean() });

export const faultsBody = z
  .strictObject({ unreachable: z.boolean(), delayMs: z.number().int().min(0).max(20_000) })
  .partial()
  .refine((faults) => Object.keys(faults).length > 0, 'changes nothing');
