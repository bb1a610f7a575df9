import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, useAuthStore } from '@renderer/features/auth';
import { resetSession } from '@renderer/lib/reset-session';
import { clearMobileKey, loadInviteCode, loadKey, loadOmnitecLocks, openLock, syncMobileKey } from './key-actions';
import { useMobileKeyStore } from './mobile-key-store';
import './key-farewell';
import { formBackend } from './test-backend';

const STAY = '/api/mobilekey/stayMobileKey';
const LIST = '/api/api/mobilekey/omniteconline/list';
const OPEN = '/api/api/mobilekey/omniteconline/open';

const state = () => useMobileKeyStore.getState();

/** HMAC-SHA-256 written out with WebCrypto here, apart from the code under test. */
async function hmacHex(key: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, enc.encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

beforeEach(() => {
  resetSession();
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token', uuid: 'auth-uuid' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keys per vendor (part 2 §3)', () => {
  it('saves salto keyBinary as the encrypted key, and sends token, pin and the install as endpointID', async () => {
    const net = formBackend({ [STAY]: () => ({ result: 0, payload: { keyBinary: 'S2V5' } }) });
    state().set({ vendor: 'salto' });
    expect(await loadKey('guest-token', 'salto')).toBeNull();
    expect(state()).toMatchObject({ has: true, key: { encryptedKey: 'S2V5' } });
    expect(net.calls[0]?.fields).toEqual({ cmd: 'key', token: 'guest-token', vendor: 'salto', pin: '', endpointID: state().uuid });
    expect(state().uuid).toMatch(/^auth-uuid-\d+$/);
  });

  it('gives adria, seos and blacknova a placeholder key', async () => {
    formBackend({ [STAY]: () => ({ result: 0, payload: {} }), '/api/mobilekey/AahCreateMobileKey': () => ({ result: 0, payload: {} }) });
    for (const vendor of ['adria', 'blacknova'] as const) {
      await loadKey('guest-token', vendor);
      expect(state().key).toEqual({ encryptedKey: 'placeholder' });
    }
    state().set({ subVendor: 'aah', key: null });
    await loadKey('guest-token', 'seos');
    expect(state().key).toEqual({ encryptedKey: 'placeholder' });
  });

  it('keeps forze and scienerOmnitec locks with the MAC as address', async () => {
    formBackend({ [STAY]: () => ({ result: 0, payload: { locks: [{ lockData: 'ZGF0YQ==', lockAlias: 'Room 104', lockMac: 'C0:11:22:33:44:55' }] } }) });
    for (const vendor of ['forze', 'scienerOmnitec'] as const) {
      await loadKey('guest-token', vendor);
      expect(state().key).toEqual({ locks: [{ lockData: 'ZGF0YQ==', lockAlias: 'Room 104', address: 'C0:11:22:33:44:55' }] });
    }
  });

  it('keeps onity authCode (or null) and its locks', async () => {
    formBackend({ [STAY]: () => ({ result: 0, payload: { authCode: 'A1B2', locks: [{ lockData: 'x', lockAlias: 'Annex', lockMac: 'C0:00:00:00:00:01' }] } }) });
    await loadKey('guest-token', 'onity');
    expect(state()).toMatchObject({ has: true, onityAuthCode: 'A1B2', onityInitialized: true, onityLocks: [{ lockAlias: 'Annex', address: 'C0:00:00:00:00:01' }] });
    formBackend({ [STAY]: () => ({ result: 0, payload: {} }) });
    await loadKey('guest-token', 'onity');
    expect(state().onityAuthCode).toBeNull();
  });

  it('clears the stored key on onity result 5, and unregisters the install', async () => {
    state().set({ vendor: 'onity', has: true, onityAuthCode: 'A1B2', onityLocks: [{ lockData: 'x', lockAlias: 'Annex', address: 'C0' }], inviteCode: 'CODE' });
    const net = formBackend({ [STAY]: (f) => (f.cmd === 'key' ? { result: 5, message: 'The hotel has revoked this key' } : { result: 0 }) });
    expect(await loadKey('guest-token', 'onity')).toEqual({ kind: 'server', text: 'The hotel has revoked this key' });
    expect(state()).toMatchObject({ has: false, key: null, inviteCode: null, onityAuthCode: null, onityLocks: [] });
    expect(net.calls.map((c) => c.fields.cmd)).toEqual(['key', 'unregister']);
  });

  it("shows the server's message for other results, and an empty answer as a problem on the server", async () => {
    formBackend({ [STAY]: () => ({ result: 1, message: 'No mobile key was issued for this stay' }) });
    expect(await loadKey('guest-token', 'salto')).toEqual({ kind: 'server', text: 'No mobile key was issued for this stay' });
    expect(state().has).toBe(false);
    formBackend({ [STAY]: () => null });
    expect(await loadKey('guest-token', 'salto')).toEqual({ kind: 'problemOnServer' });
    formBackend({});
    expect(await loadKey('guest-token', 'salto')).toEqual({ kind: 'problemOnServer' });
  });
});

describe('the invite code', () => {
  it('is fetched once with the uuid, then reused', async () => {
    const net = formBackend({ [STAY]: () => ({ result: 0, invitationCode: 'ABCD-EFGH-JKLM' }) });
    expect(await loadInviteCode('guest-token', 'salto')).toEqual({ code: 'ABCD-EFGH-JKLM' });
    expect(await loadInviteCode('guest-token', 'salto')).toEqual({ code: 'ABCD-EFGH-JKLM' });
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.fields).toMatchObject({ cmd: 'inviteCode', uuid: state().uuid, endpointID: state().uuid });
  });

  it("asks the seos sub-vendor's own uri, and shows a refusal's message", async () => {
    state().set({ subVendor: 'vostio' });
    const net = formBackend({ '/api/mobilekey/VostioCreateInviteCode': () => ({ result: 4, message: 'Guest canceled' }) });
    expect(await loadInviteCode('guest-token', 'seos')).toEqual({ problem: { kind: 'server', text: 'Guest canceled' } });
    expect(net.calls).toHaveLength(1);
    expect(state().inviteCode).toBeNull();
  });
});

describe('Omnitec online', () => {
  it('lists the locks, and says "Locks are not found" for none', async () => {
    formBackend({ [LIST]: () => ({ result: 0, locks: [{ lockId: 'room-101', lockAlias: 'Room 101' }] }) });
    expect(await loadOmnitecLocks('guest-token')).toBeNull();
    expect(state()).toMatchObject({ has: true, omnitecLocks: [{ lockId: 'room-101', lockAlias: 'Room 101' }] });
    formBackend({ [LIST]: () => ({ result: 0, locks: [] }) });
    expect(await loadOmnitecLocks('guest-token')).toEqual({ kind: 'locksNotFound' });
    expect(state().has).toBe(false);
  });

  it('opens with a fresh nonce and the PIN signature; success remembers the PIN and vibrates', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const net = formBackend({ [OPEN]: () => ({ result: 0 }) });
    expect(await openLock('guest-token', 'room-101', '2468')).toBe('lockOpened');
    const { fields } = net.calls[0]!;
    expect(fields.nonce).toMatch(/^\d{13}-[0-9a-f]{32}$/);
    expect(fields.signature).toBe(await hmacHex('2468', `${fields.nonce}\nroom-101`));
    expect(fields).toMatchObject({ token: 'guest-token', lockId: 'room-101' });
    expect(state().omnitecPin).toBe('2468');
    expect(vibrate).toHaveBeenCalledOnce();
  });

  it.each([
    [{ result: 1 }, 'incorrectPin'],
    [{ result: 2 }, 'incorrectToken'],
    [{ result: 3 }, 'guestCheckedOut'],
    [{ result: 4 }, 'guestCanceled'],
    [{ result: 7 }, 'failedToOpen'],
    [null, 'problemOnServer'],
  ])('answers %j with %s and forgets the PIN', async (reply, outcome) => {
    state().set({ omnitecPin: '2468' });
    formBackend({ [OPEN]: () => reply });
    expect(await openLock('guest-token', 'room-101', '2468')).toBe(outcome);
    expect(state().omnitecPin).toBeNull();
  });
});

describe('clearing and logging out', () => {
  it('clearing removes the key, invite code and Onity locks and unregisters with the vendor', async () => {
    state().set({ vendor: 'salto', uuid: 'auth-uuid-7', has: true, key: { encryptedKey: 'k' }, inviteCode: 'CODE', onityLocks: [] });
    const net = formBackend({ [STAY]: () => ({ result: 0 }) });
    await clearMobileKey('guest-token');
    expect(state()).toMatchObject({ has: false, key: null, inviteCode: null, onityLocks: [] });
    expect(net.calls[0]?.fields).toEqual({ cmd: 'unregister', token: 'guest-token', vendor: 'salto', uuid: 'auth-uuid-7' });
  });

  it('logout wipes the record and unregisters the install with its token before the token is revoked', async () => {
    state().set({ vendor: 'salto', uuid: 'auth-uuid-7', has: true, key: { encryptedKey: 'k' }, inviteCode: 'CODE', omnitecPin: '1' });
    const net = formBackend({ [STAY]: () => ({ result: 0 }), '/api/logout': () => ({ result: 0 }) });
    await logout();
    expect(state()).toMatchObject({ vendor: 'none', uuid: null, has: false, key: null, inviteCode: null, omnitecPin: null });
    await vi.waitFor(() => expect(net.calls.map((c) => c.path)).toEqual([STAY, '/api/logout']));
    expect(net.calls[0]?.fields).toEqual({ cmd: 'unregister', token: 'guest-token', vendor: 'salto', uuid: 'auth-uuid-7' });
  });

  it('a session reset alone wipes the record and sends nothing', async () => {
    state().set({ vendor: 'salto', uuid: 'auth-uuid-7', has: true, key: { encryptedKey: 'k' }, inviteCode: 'CODE' });
    const net = formBackend({});
    resetSession();
    expect(state()).toMatchObject({ vendor: 'none', has: false, key: null, inviteCode: null });
    await Promise.resolve();
    expect(net.calls).toEqual([]);
  });

  it('a menu naming another vendor clears the old key before fetching the new', async () => {
    state().set({ vendor: 'salto', uuid: 'auth-uuid-7', has: true, key: { encryptedKey: 'k' }, inviteCode: 'CODE' });
    const net = formBackend({ [STAY]: () => ({ result: 0 }), [LIST]: () => ({ result: 0, locks: [{ lockId: 'spa', lockAlias: 'Spa' }] }) });
    await syncMobileKey('guest-token', 'scienerOmnitecOnline', null, 'Mobile key');
    expect(net.calls.map((c) => c.path)).toEqual([STAY, LIST]);
    expect(state()).toMatchObject({ vendor: 'scienerOmnitecOnline', content: 'Mobile key', inviteCode: null, key: null, has: true });
  });
});
