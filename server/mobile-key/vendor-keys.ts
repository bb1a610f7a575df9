import { createHash } from 'node:crypto';
import type { MobileKeyPayload, MobileKeyVendor } from '../../common/api/mobile-key';
import type { DoorKeyRow } from './door-key-store';
import type { RoomDoors } from './door-system';

/**
 * What each simulated vendor hands out for a key (part 2 §3 key results): stable for one stay and one app install,
 * different for any other, and never the PIN itself.
 */
function material(parts: (string | number)[]): Buffer {
  return createHash('sha256').update(parts.join('\u0000')).digest();
}

export function vendorKeyPayload(vendor: MobileKeyVendor, key: DoorKeyRow, doors: RoomDoors, endpointId: string): MobileKeyPayload {
  const seed = (what: string, extra: string | number = '') => material([what, key.hotel_id, key.guest_id, key.issued_at, endpointId, extra]);
  const locks = () =>
    doors.locks.map((lock) => ({ lockData: seed('lock', lock.lockId).toString('base64'), lockAlias: lock.lockAlias, lockMac: lock.mac }));
  switch (vendor) {
    case 'salto':
      return { keyBinary: Buffer.concat([seed('salto'), seed('salto', 1)]).toString('base64') };
    case 'forze':
    case 'scienerOmnitec':
      return { locks: locks() };
    case 'onity':
      return { authCode: seed('onity').toString('hex').slice(0, 12).toUpperCase(), locks: locks() };
    default:
      return {};
  }
}
