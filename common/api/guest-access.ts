import type { DeviceTypeCode } from '../spec/codes';
import type { SignatureData } from './esign';

/*
 * Part 1 §2 and §7: the check-in link (`GET getCheckinURL` with the token, the page query `checkInUrl`) and the guest
 * app QR (`GET getAuthTag`, authQR items at /qr/{id}). The check-in page itself and the tag login are the demo's own
 * (docs/backend-contract.md).
 */

export const guestAccessPaths = {
  checkinUrl: '/getCheckinURL',
  authTag: '/getAuthTag',
  /** Ours: a phone that scanned the QR code trades its one-time tag for a web login. */
  authTagLogin: '/authTagLogin',
  /** Ours: the demo's online check-in page reads and completes the stay its link names. */
  checkin: (tag: string) => `/checkin/${encodeURIComponent(tag)}`,
} as const;

/** The query the QR code's address carries the tag in. */
export const AUTH_TAG_QUERY = 'authTag';
/** A tag opens the app once, within this time. */
export const AUTH_TAG_TTL_MS = 120_000;
/** A check-in link stays good for a day. */
export const CHECKIN_LINK_TTL_MS = 86_400_000;

/** `GET {api}/getCheckinURL?token=` */
export interface CheckinUrlResponse {
  result: number;
  url?: string;
}

/** `GET {api}/getAuthTag?token=` */
export interface AuthTagResponse {
  result: number;
  tag?: string;
  /** Milliseconds the tag stays usable. */
  expiresInMs?: number;
}

/** `POST {api}/authTagLogin` (JSON); the answer is a web login's. */
export interface AuthTagLoginRequest {
  tag: string;
  hotelId: number;
  deviceId: string;
  deviceOSVersion: string;
  deviceModel: string;
  deviceType: DeviceTypeCode;
}

/** The stay an online check-in link names, as `GET {api}/checkin/{tag}` answers it. */
export interface CheckinStay {
  hotelName: string;
  room: string | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  guest: { title: string; firstName: string; lastName: string; email: string; phone: string };
  /** 'HH:MM' once given. */
  arrivalTime: string | null;
  registrationCard: { documentId: number; title: string; text: string } | null;
  completedAt: number | null;
}

export interface CheckinStayResponse {
  result: number;
  data?: CheckinStay;
}

/** `POST {api}/checkin/{tag}` (JSON): the guest's details, arrival time and the signed registration card. */
export interface CheckinCompleteRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  arrivalTime: string;
  lang: string;
  signature: SignatureData;
}

export interface CheckinCompleteResponse {
  result: number;
  message?: string;
}

/** 0 done; 1 incorrect data; 2 the token, tag or link is unknown, used or expired. */
export const GUEST_ACCESS_RESULT = { ok: 0, incorrectData: 1, incorrectToken: 2 } as const;
