import type { AppContext } from '../app-context';
import { signMatches } from '../inroom/sign';

// Same codes as the in-room login (part 1 §8): 1 invalid sign, 3 MAC not registered (in this room).
const INVALID_SIGN = 1;
const NOT_REGISTERED = 3;

/** A device speaks for a room only with the sign its registration got; 0 when it may. */
export function deviceAuthResult(
  ctx: AppContext,
  hotelId: number,
  device: { mac: string; roomNumber: string; sign: string },
): { result: 0; tvIndex: string } | { result: number } {
  const registration = ctx.registrations.byMac(hotelId, device.mac);
  if (!registration || registration.room !== device.roomNumber) return { result: NOT_REGISTERED };
  if (!signMatches(device.sign, registration.sign_hash)) return { result: INVALID_SIGN };
  return { result: 0, tvIndex: registration.tv_index };
}
