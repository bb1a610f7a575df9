import type { MobileKeyPayload, MobileKeyVendor } from '@common/api';
import type { BleLock, MobileKeyRecord } from './mobile-key-store';

/** Vendors whose SDK takes no key material from us hold this in `key.encryptedKey` (part 2 §3). */
export const PLACEHOLDER_KEY = 'placeholder';

const toLocks = (payload: MobileKeyPayload | undefined): BleLock[] =>
  (payload?.locks ?? []).map((lock) => ({ lockData: lock.lockData, lockAlias: lock.lockAlias, address: lock.lockMac }));

/** Part 2 §3 key results per vendor, as the patch of the record they make. */
export function keyResult(vendor: MobileKeyVendor, payload: MobileKeyPayload | undefined): Partial<MobileKeyRecord> {
  switch (vendor) {
    case 'salto':
      return { key: { encryptedKey: payload?.keyBinary ?? '' } };
    case 'adria':
    case 'seos':
    case 'blacknova':
      return { key: { encryptedKey: PLACEHOLDER_KEY } };
    case 'forze':
    case 'scienerOmnitec':
      return { key: { locks: toLocks(payload) } };
    case 'onity':
      return { key: null, onityAuthCode: payload?.authCode ?? null, onityLocks: toLocks(payload), onityInitialized: true };
    case 'scienerOmnitecOnline':
      return {};
  }
}

/** What clearing a key removes (part 2 §4): the key, the invite code and Onity's locks. */
export const CLEARED_KEY: Partial<MobileKeyRecord> = {
  has: false, key: null, inviteCode: null, onityAuthCode: null, onityLocks: [], onityInitialized: false, omnitecLocks: [],
};
