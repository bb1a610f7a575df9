import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureBases, setRequestHooks } from '@renderer/lib/api';
import { useAuthStore } from './auth-store';
import { useGuestStore } from './guest-store';
import { logout } from './session';

const pending: { url: string; body: unknown }[] = [];
beforeEach(() => {
  configureBases({ apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu', statUrl: '/stat' });
  pending.length = 0;
  // The backend never answers: logout must not wait for it.
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    pending.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Promise<Response>(() => undefined);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRequestHooks({});
});

describe('logout', () => {
  it('asks the backend to revoke the token, and forgets the guest without waiting for the answer', async () => {
    useAuthStore.getState().setAuth({ token: 'guest-token', authType: 'web' });
    useGuestStore.getState().setGuest({ guestName: 'Smith' });
    await logout();
    expect(useAuthStore.getState().token).toBeNull();
    expect(useGuestStore.getState().guest.guestName).toBeUndefined();
    expect(pending).toEqual([{ url: '/api/logout', body: { token: 'guest-token' } }]);
  });

  it('does not wait for the network to come back, nor show the loader', async () => {
    const beforeSend = vi.fn(() => new Promise<void>(() => undefined));
    const onStart = vi.fn(() => () => undefined);
    setRequestHooks({ beforeSend, onStart });
    useAuthStore.getState().setAuth({ token: 'offline-token', authType: 'web' });
    await logout();
    expect(useAuthStore.getState().token).toBeNull();
    expect(pending.map((call) => call.url)).toEqual(['/api/logout']);
    expect(beforeSend).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('sends nothing when nobody is logged in', async () => {
    await logout();
    expect(pending).toEqual([]);
  });
});
