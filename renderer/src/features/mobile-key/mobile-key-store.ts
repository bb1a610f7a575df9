import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MobileKeyVendorOrNone, OmnitecLock, PermissionVendor, SeosSubVendor } from '@common/api';
import { STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { MOBILE_KEY_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';

/** A Bluetooth lock of a sciener, forze, Omnitec or Onity key; `address` is the lock's MAC (part 2 §3). */
export interface BleLock {
  lockData: string;
  lockAlias: string;
  address: string;
}

/** What a vendor's key call gave: salto and adria an encrypted key, sciener/forze/scienerOmnitec their locks. */
export type StoredKey = { encryptedKey: string } | { locks: BleLock[] };

/** A permission record: true, or the state of each permission the vendor's SDK asks for. */
export type PermissionRecord = true | Record<string, string>;

/** Part 2 §3 mobile key data, persisted as version 7. */
export interface MobileKeyRecord {
  vendor: MobileKeyVendorOrNone;
  subVendor: SeosSubVendor | null;
  /** The install's id: the auth uuid plus a random integer. */
  uuid: string | null;
  /** The menu entry that named the vendor: its title heads the screen. */
  content: string | null;
  has: boolean;
  key: StoredKey | null;
  inviteCode: string | null;
  onityAuthCode: string | null;
  onityLocks: BleLock[];
  onityInitialized: boolean;
  omnitecLocks: OmnitecLock[];
  omnitecPin: string | null;
  permissions: Partial<Record<PermissionVendor, PermissionRecord>>;
}

export const initialMobileKey: MobileKeyRecord = {
  vendor: 'none', subVendor: null, uuid: null, content: null, has: false, key: null, inviteCode: null, onityAuthCode: null,
  onityLocks: [], onityInitialized: false, omnitecLocks: [], omnitecPin: null, permissions: {},
};

interface MobileKeyState extends MobileKeyRecord {
  set: (patch: Partial<MobileKeyRecord>) => void;
  reset: () => void;
}

/** A v1 key was a bare string: it was an encrypted key. */
const keyOf = (value: unknown): StoredKey | null =>
  typeof value === 'string' ? { encryptedKey: value } : value && typeof value === 'object' ? (value as StoredKey) : null;

export function migrateMobileKey(persisted: unknown, version: number = STORE_VERSION.mobileKey): MobileKeyRecord {
  const migrated = runMigrations(persisted, version, STORE_VERSION.mobileKey, MOBILE_KEY_STEPS) as Partial<MobileKeyRecord>;
  return { ...initialMobileKey, ...migrated, key: keyOf(migrated.key) };
}

export const useMobileKeyStore = create<MobileKeyState>()(
  persist(
    (set) => ({
      ...initialMobileKey,
      set: (patch) => set(patch),
      reset: () => set(initialMobileKey),
    }),
    {
      name: 'stay.mobileKey',
      version: STORE_VERSION.mobileKey,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): MobileKeyRecord => {
        const { set: _set, reset: _reset, ...record } = state;
        return record;
      },
      migrate: migrateMobileKey,
    },
  ),
);

// Logout and checkout forget the key, its invite code and Onity locks.
registerSessionReset(() => useMobileKeyStore.getState().reset());

/** Part 1 §6: the mobile key menu item shows only when a key exists. */
export const useHasMobileKey = (): boolean => useMobileKeyStore((state) => state.has);
