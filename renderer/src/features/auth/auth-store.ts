import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_VERSION } from '../../../../common/spec';
import { registerSessionReset } from '../../lib/reset-session';

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

export const migrateAuth = (persisted: unknown): AuthRecord => ({
  ...initialAuth,
  ...(persisted && typeof persisted === 'object' ? (persisted as Partial<AuthRecord>) : {}),
});

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initialAuth,
      setAuth: (patch) => set(patch),
      reset: () => set(initialAuth),
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
