/*
 * Part 2 §7 "PBX: POST /extension on a fixed telephony host". The rest of the telephony host (do-not-disturb, the
 * SIP-over-WebSocket endpoint) is the demo backend's contract, documented in docs/backend-contract.md.
 */

export const telephonyPaths = {
  extension: '/extension',
  dnd: '/dnd',
  /** SIP over WebSocket (RFC 7118, subprotocol `sip`). */
  ws: '/ws',
} as const;

export const HOTEL_LINE_RESULT = { ok: 0, incorrectData: 1, incorrectToken: 2 } as const;

/** `POST {telephony}/extension` (JSON). Without a token (or with the hotel's base token) the line is emergency-only. */
export interface ExtensionRequest {
  token?: string;
}

/** SIP credentials for JsSIP: register as `sip:{extension}@{domain}`, authenticate as `authorizationUser`. */
export interface SipCredentials {
  extension: string;
  authorizationUser: string;
  password: string;
  domain: string;
  /** `ws:`/`wss:` URL, or a path on the telephony host's origin (the demo answers `/telephony/ws`). */
  wsUrl: string;
  /** Unix seconds after which the password is refused; ask again before then. */
  expiresAt: number;
  /** A logged-out phone may call the emergency number only and never registers. */
  emergencyOnly: boolean;
  /** The room's tablet registers, so calls to the room ring there; a guest's own phone only calls out. */
  register: boolean;
}

export interface ExtensionResponse {
  result: number;
  data?: SipCredentials;
  message?: string;
}

/** `POST {telephony}/dnd` (JSON): the room's do-not-disturb, kept by the hotel and honoured by the exchange. */
export interface DndRequest {
  token: string;
  dnd: boolean;
}

export interface DndResponse {
  result: number;
  dnd?: boolean;
  message?: string;
}
