import { mobileKeyUri, type MobileKeyVendor, type MobileKeyVendorOrNone, type SeosSubVendor } from '@common/api';
import { useAuthStore } from '@renderer/features/auth';
import { CLEARED_KEY, keyResult } from './key-results';
import { keyProblem, openOutcome, type KeyProblem, type OpenOutcome } from './key-messages';
import { fetchInviteCode, fetchKey, listOmnitecLocks, openOmnitecLock, unregister } from './mobile-key-calls';
import { mobileKeyUuid } from './mobile-key-uuid';
import { useMobileKeyStore } from './mobile-key-store';
import { newNonce, omnitecSignature } from './omnitec-signature';

/** How long a phone buzzes when a door opens. */
export const OPENED_VIBRATION_MS = 200;
/** Part 2 §8: onity's "the key was revoked". */
const ONITY_REVOKED = 5;

const store = () => useMobileKeyStore.getState();

/** The install's uuid, made once (auth uuid plus a random integer) and kept with the key. */
export function installUuid(): string {
  const { uuid, set } = store();
  if (uuid) return uuid;
  const { uuid: authUuid, deviceId } = useAuthStore.getState();
  const made = mobileKeyUuid(authUuid, deviceId);
  set({ uuid: made });
  return made;
}

/** Forgets the key, its invite code and Onity's locks, and unregisters this install with the vendor. */
export async function clearMobileKey(token: string | null): Promise<void> {
  const { vendor, uuid, set } = store();
  set(CLEARED_KEY);
  if (token && uuid && vendor !== 'none' && vendor !== 'scienerOmnitecOnline') await unregisterInstall(token, vendor, uuid);
}

export async function unregisterInstall(token: string, vendor: MobileKeyVendor, uuid: string): Promise<void> {
  await unregister(mobileKeyUri(vendor, null, 'key'), { cmd: 'unregister', token, vendor, uuid });
}

/** Fetches the key (token, pin, endpointID) and saves it; onity's result 5 clears the stored key. */
export async function loadKey(token: string, vendor: MobileKeyVendor): Promise<KeyProblem | null> {
  const { subVendor, omnitecPin, set } = store();
  const endpointID = installUuid();
  const answer = await fetchKey(mobileKeyUri(vendor, subVendor, 'key'), { cmd: 'key', token, vendor, pin: omnitecPin ?? '', endpointID });
  if (answer?.result === 0) set({ ...keyResult(vendor, answer.payload), has: true });
  else if (answer && vendor === 'onity' && answer.result === ONITY_REVOKED) await clearMobileKey(token);
  else if (answer && !store().key && !store().onityInitialized) set({ has: false });
  return keyProblem(answer);
}

/** The invite code is fetched once and reused. */
export async function loadInviteCode(token: string, vendor: MobileKeyVendor): Promise<{ code: string } | { problem: KeyProblem }> {
  const { inviteCode, subVendor, set } = store();
  if (inviteCode) return { code: inviteCode };
  const uuid = installUuid();
  const answer = await fetchInviteCode(mobileKeyUri(vendor, subVendor, 'invite'), { cmd: 'inviteCode', token, vendor, uuid, endpointID: uuid });
  const problem = keyProblem(answer);
  if (problem || !answer?.invitationCode) return { problem: problem ?? { kind: 'problemOnServer' } };
  set({ inviteCode: answer.invitationCode });
  return { code: answer.invitationCode };
}

/** Omnitec online: the doors the key opens. None is "Locks are not found", and no key to show. */
export async function loadOmnitecLocks(token: string): Promise<KeyProblem | null> {
  const answer = await listOmnitecLocks(token);
  if (!answer) return { kind: 'problemOnServer' };
  if (answer.result !== 0) return { kind: 'open', outcome: openOutcome(answer) };
  const locks = answer.locks ?? [];
  store().set({ omnitecLocks: locks, has: locks.length > 0 });
  return locks.length > 0 ? null : { kind: 'locksNotFound' };
}

/** Opens a door with the PIN's signature: success remembers the PIN (and buzzes where it can), any failure clears it. */
export async function openLock(token: string, lockId: string, pin: string): Promise<OpenOutcome> {
  const nonce = newNonce();
  const outcome = await omnitecSignature(pin, nonce, lockId).then(
    (signature) => openOmnitecLock({ token, lockId, nonce, signature }).then(openOutcome),
    (): OpenOutcome => 'problemOnServer',
  );
  if (outcome === 'lockOpened') {
    store().set({ omnitecPin: pin });
    if (typeof navigator.vibrate === 'function') navigator.vibrate(OPENED_VIBRATION_MS);
  } else {
    store().set({ omnitecPin: null });
  }
  return outcome;
}

/** After login and whenever the menu names another vendor: is there a key, and which. */
export async function syncMobileKey(token: string, vendor: MobileKeyVendorOrNone, subVendor: SeosSubVendor | null, title: string | null): Promise<KeyProblem | null> {
  const before = store();
  if (before.vendor !== vendor) await clearMobileKey(token);
  store().set({ vendor, subVendor: vendor === 'seos' ? subVendor : null, content: title });
  if (vendor === 'none') {
    store().set({ has: false });
    return null;
  }
  return vendor === 'scienerOmnitecOnline' ? loadOmnitecLocks(token) : loadKey(token, vendor);
}
