import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../app-context';

// Same codes as the in-room login (part 1 §8): 1 invalid sign, 3 MAC not registered (in this room).
export const INVALID_SIGN = 1;
export const NOT_REGISTERED = 3;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A device speaks for a room only with the sign its registration got; 0 when it may. */
export function deviceAuthResult(
  ctx: AppContext,
  hotelId: number,
  device: { mac: string; roomNumber: string; sign: string },
): { result: 0; tvIndex: string } | { result: number } {
  const registration = ctx.registrations.byMac(hotelId, device.mac);
  if (!registration || registration.room !== device.roomNumber) return { result: NOT_REGISTERED };
  if (!sameText(registration.sign, device.sign)) return { result: INVALID_SIGN };
  return { result: 0, tvIndex: registration.tv_index };
}
