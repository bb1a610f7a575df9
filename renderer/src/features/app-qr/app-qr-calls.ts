import {
  AUTH_TAG_QUERY,
  guestAccessPaths,
  type AuthTagLoginRequest,
  type AuthTagResponse,
  type WebLoginResponse,
} from '@common/api';
import { request } from '@renderer/lib/api';

/** Part 1 §7 `GET getAuthTag` with the token: a one-time tag for the guest app's QR code. */
export const getAuthTag = (token: string) =>
  request<AuthTagResponse>({ base: 'api', path: guestAccessPaths.authTag, query: { token } });

/** Ours: the phone that opened the QR code's address trades the tag for a web login. */
export const authTagLogin = (body: AuthTagLoginRequest) =>
  request<WebLoginResponse>({ base: 'api', path: guestAccessPaths.authTagLogin, body: { json: body } });

/** The address the QR code opens: the app's home on this host, with the tag. */
export const authQrUrl = (tag: string, origin: string = location.origin): string =>
  `${origin}/?${AUTH_TAG_QUERY}=${encodeURIComponent(tag)}`;
