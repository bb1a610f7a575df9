/*
 * Part 2 §3, §7 and §8: mobile door keys. Key and invite-code calls are `POST {api}{uri}` with form data, where the
 * uri depends on the vendor and the seos sub-vendor (`mobileKeyUri`); Omnitec online has its own list and open calls.
 * Fields the spec does not name (`cmd`, `vendor`, `lockId`) are the demo backend's contract (docs/backend-contract.md).
 */
import { PRODUCT } from '../spec/product';

/** Part 2 §3 vendors, 'none' when no menu link names one. */
export const MOBILE_KEY_VENDORS = [
  'seos', 'salto', 'forze', 'blacknova', 'adria', 'scienerOmnitec', 'scienerOmnitecOnline', 'onity',
] as const;
export type MobileKeyVendor = (typeof MOBILE_KEY_VENDORS)[number];
export type MobileKeyVendorOrNone = MobileKeyVendor | 'none';

/** Seos keys come from ASSA ABLOY Hospitality (aah) or from Vostio, as the hotel config says. */
export type SeosSubVendor = 'aah' | 'vostio';

/** Part 2 §3 permission records are kept per vendor under these names. */
export const PERMISSION_VENDORS = ['adria', 'salto', 'sciener', 'scienerOmnitec', 'forze', 'seos', 'onity'] as const;
export type PermissionVendor = (typeof PERMISSION_VENDORS)[number];

export const mobileKeyPaths = {
  stay: `/mobilekey/${PRODUCT}MobileKey`,
  aahKey: '/mobilekey/AahCreateMobileKey',
  vostioKey: '/mobilekey/VostioCreateMobileKey',
  aahInvite: '/mobilekey/AahCreateInviteCode',
  vostioInvite: '/mobilekey/VostioCreateInviteCode',
  omnitecList: '/api/mobilekey/omniteconline/list',
  omnitecOpen: '/api/mobilekey/omniteconline/open',
} as const;

/** Where a key or an invite code is asked for: seos by its sub-vendor, every other vendor at the product's own uri. */
export function mobileKeyUri(vendor: MobileKeyVendor, subVendor: SeosSubVendor | null | undefined, kind: 'key' | 'invite'): string {
  if (vendor === 'seos' && subVendor === 'aah') return kind === 'key' ? mobileKeyPaths.aahKey : mobileKeyPaths.aahInvite;
  if (vendor === 'seos' && subVendor === 'vostio') return kind === 'key' ? mobileKeyPaths.vostioKey : mobileKeyPaths.vostioInvite;
  return mobileKeyPaths.stay;
}

/** What the product's own uri is asked to do (the seos uris each do one thing and ignore it). */
export type StayMobileKeyCmd = 'key' | 'inviteCode' | 'unregister';

/** Key fetch: token, pin, endpointID (part 2 §7); the demo also reads the vendor the app derived. */
export interface MobileKeyRequest {
  cmd: 'key';
  token: string;
  vendor: MobileKeyVendor;
  pin: string;
  endpointID: string;
}

/** Invite code: the install's uuid, and the endpoint it will register. */
export interface InviteCodeRequest {
  cmd: 'inviteCode';
  token: string;
  vendor: MobileKeyVendor;
  uuid: string;
  endpointID: string;
}

/** Clearing a key unregisters this install with the vendor. */
export interface UnregisterRequest {
  cmd: 'unregister';
  token: string;
  vendor: MobileKeyVendor;
  uuid: string;
}

/** A Bluetooth lock a sciener, forze or Omnitec key opens; the app reads `address` from the lock's MAC. */
export interface BleLockPayload {
  lockData: string;
  lockAlias: string;
  lockMac: string;
}

/** Per vendor (part 2 §3): salto a keyBinary, sciener/forze/scienerOmnitec locks, onity an authCode; others nothing. */
export interface MobileKeyPayload {
  keyBinary?: string;
  locks?: BleLockPayload[];
  authCode?: string | null;
}

export interface MobileKeyResponse {
  result: number;
  payload?: MobileKeyPayload;
  message?: string;
}

export interface InviteCodeResponse {
  result: number;
  invitationCode?: string;
  message?: string;
}

export interface UnregisterResponse {
  result: number;
  message?: string;
}

/** Results of the key calls; onity's 5 means the vendor revoked the key and the app forgets it. */
export const MOBILE_KEY_RESULT = { ok: 0, noKey: 1, incorrectToken: 2, checkedOut: 3, canceled: 4, onityRevoked: 5, failure: 9 } as const;

/** A door the guest's Omnitec online key opens, as the list call answers it. */
export interface OmnitecLock {
  lockId: string;
  /** The door system's own name of the lock. */
  lockAlias: string;
  /** Set for a room's own door, so the app can name it in the guest's language. */
  room?: string;
}

export interface OmnitecListResponse {
  result: number;
  locks?: OmnitecLock[];
  message?: string;
}

/**
 * `open` form: token, lockId, nonce, signature. The nonce is `{unix ms}-{32 lowercase hex}` chosen by the app, and
 * the signature is lowercase hex of HMAC-SHA-256 keyed with the PIN's UTF-8 bytes over `{nonce}\n{lockId}`.
 */
export interface OmnitecOpenRequest {
  token: string;
  lockId: string;
  nonce: string;
  signature: string;
}

export interface OmnitecOpenResponse {
  result: number;
}

/**
 * Part 2 §8 Omnitec open results 0-4; anything else is 'Failed to open door'. The demo's others: 5 the lock is not one
 * of the guest's, 6 the nonce is stale or used, 7 too many wrong PINs in a row, 9 failure.
 */
export const OMNITEC_OPEN_RESULT = {
  opened: 0, incorrectPin: 1, incorrectToken: 2, checkedOut: 3, canceled: 4, notYourLock: 5, staleNonce: 6, tooManyAttempts: 7, failure: 9,
} as const;

/** Wrong PINs a guest may enter within the window before the door system stops checking for a while. */
export const OMNITEC_PIN_ATTEMPTS = { max: 5, windowMs: 600_000 } as const;

export const omnitecSignedText = (nonce: string, lockId: string): string => `${nonce}\n${lockId}`;

/** How long a nonce stays acceptable, either side of the server's clock. */
export const OMNITEC_NONCE_WINDOW_MS = 300_000;
export const OMNITEC_NONCE_PATTERN = /^(\d{13})-([0-9a-f]{32})$/;

/** One door opening attempt, as the operator's door log lists it (newest first). */
export interface DoorLogEntry {
  id: number;
  at: number;
  lockId: string;
  lockAlias: string;
  vendor: MobileKeyVendor;
  room: string | null;
  guestId: number | null;
  guestName: string | null;
  result: number;
  outcome: 'opened' | 'incorrect-pin' | 'incorrect-token' | 'checked-out' | 'canceled' | 'failed';
}

/** The state of a guest's key in the hotel's door system, as the front desk sets it. */
export const DOOR_KEY_STATES = ['active', 'canceled', 'checked-out'] as const;
export type DoorKeyState = (typeof DOOR_KEY_STATES)[number];
