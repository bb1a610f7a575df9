import { describe, expect, it } from 'vitest';
import { STORE_VERSION } from '@common/spec';
import { migrateAuth, useAuthStore } from './auth-store';
import { migrateGuest, useGuestStore } from './guest-store';
import { resetSession } from '@renderer/lib/reset-session';

describe('persisted guest and auth', () => {
  it('persist under the spec versions', () => {
    useGuestStore.getState().setGuest({ guestName: 'Smith' });
    useAuthStore.getState().setAuth({ token: 't' });
    expect(JSON.parse(localStorage.getItem('stay.guest') ?? '{}')).toMatchObject({ version: STORE_VERSION.guest });
    expect(JSON.parse(localStorage.getItem('stay.auth') ?? '{}')).toMatchObject({ version: STORE_VERSION.auth, state: { token: 't' } });
  });

  it('migrate keeps known fields and fills defaults', () => {
    expect(migrateGuest({ guest: { guestName: 'Smith' } }).guest).toMatchObject({ guestName: 'Smith', temperatureScale: 'celsius' });
    expect(migrateGuest(null).guest.groups).toEqual([]);
    expect(migrateAuth({ token: 'x' })).toEqual({ authType: null, token: 'x', deviceId: null, uuid: null, sign: null });
  });

  it('session reset wipes the guest and the token', () => {
    useGuestStore.getState().setGuest({ guestName: 'Smith', groups: ['vip'] });
    useAuthStore.getState().setAuth({ token: 't', authType: 'inRoom' });
    resetSession();
    expect(useGuestStore.getState().guest.guestName).toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });
});
