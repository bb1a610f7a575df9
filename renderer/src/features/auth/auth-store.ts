import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_VERSION } from '@common/spec';
import { runMigrations } from '@renderer/lib/persistence/migrate';
import { AUTH_STEPS } from '@renderer/lib/persistence/records';
import { registerSessionReset } from '@renderer/lib/reset-session';

export type AuthType = 'web' | 'inRoom';

/** Part 1 §3 auth record; persisted as version 2. */
export interface AuthRecord {
  authType: AuthType | null;
  token: string | null;
  deviceId: string | null;
  uuid: string | null;
  sign: string | null;
}

const initialAuth: AuthRecord = { authType: null, token: null, deviceId: null, uuid: null, sign: null };

interface AuthState extends AuthRecord {
  setAuth: (patch: Partial<AuthRecord>) => void;
  reset: () => void;
}

export const migrateAuth = (persisted: unknown, version: number = STORE_VERSION.auth): AuthRecord => ({
  ...initialAuth,
  ...(runMigrations(persisted, version, STORE_VERSION.auth, AUTH_STEPS) as Partial<AuthRecord>),
});

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initialAuth,
      setAuth: (patch) => set(patch),
      // The device id names the phone, not the guest: it outlives a logout so rate limits and reports stay per device.
      reset: () => set((state) => ({ ...initialAuth, deviceId: state.deviceId })),
    }),
    {
      name: 'stay.auth',
      version: STORE_VERSION.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ authType, token, deviceId, uuid, sign }) => ({ authType, token, deviceId, uuid, sign }),
      migrate: migrateAuth,
    },
  ),
);

registerSessionReset(() => useAuthStore.getState().reset());

export const useIsLoggedIn = (): boolean => useAuthStore((state) => state.token !== null);
