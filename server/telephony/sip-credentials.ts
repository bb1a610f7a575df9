import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-limited SIP passwords that need no database on the exchange: the username is `{expiry}:{extension}` and
 * the password is HMAC-SHA256 of the username under a secret the hotel backend shares with its exchange. The demo
 * exchange checks them here; Kamailio checks the same with its crypto module (deploy/kamailio/kamailio.cfg).
 */

export const CREDENTIAL_TTL_S = 12 * 3600;
/** A logged-out phone's extension: it may call the emergency number and nothing else. */
export const EMERGENCY_ONLY_PREFIX = 'sos-';

export const passwordFor = (secret: string, username: string): string =>
  createHmac('sha256', secret).update(username).digest('base64url');

export interface MintedCredential {
  authorizationUser: string;
  password: string;
  expiresAt: number;
}

export function mintCredential(secret: string, extension: string, nowS: number, ttlS = CREDENTIAL_TTL_S): MintedCredential {
  const expiresAt = nowS + ttlS;
  const authorizationUser = `${expiresAt}:${extension}`;
  return { authorizationUser, password: passwordFor(secret, authorizationUser), expiresAt };
}

/** The extension a username speaks for, if it is well formed and not expired. */
export function extensionOfUsername(username: string, nowS: number): string | undefined {
  const match = /^(\d{1,12}):([A-Za-z0-9-]{1,32})$/.exec(username);
  if (!match) return undefined;
  return Number(match[1]) > nowS ? match[2] : undefined;
}

export const isEmergencyOnly = (extension: string): boolean => extension.startsWith(EMERGENCY_ONLY_PREFIX);

export const emergencyOnlyExtension = (): string => `${EMERGENCY_ONLY_PREFIX}${randomBytes(5).toString('hex')}`;
