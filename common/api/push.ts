/*
 * Part 2 §7 `POST {api}/regpushid` (token, deviceId, pushId; result 0 success) and the push's payload (part 2 §3:
 * title, body, data.title, data.message). `do` routes a click (part 2 §2): login, im, feedback.
 */

export const pushPaths = { register: '/regpushid', publicKey: '/pushKey' } as const;

export type PushAction = 'login' | 'im' | 'feedback';

export interface PushPayload {
  title: string;
  body: string;
  data: { title: string; message: string; do?: PushAction };
}

export interface RegPushIdRequest {
  token: string;
  deviceId: string;
  /** The whole `PushSubscription` as JSON: endpoint and keys. */
  pushId: string;
}

/** Ours: `GET {api}/pushKey` answers the VAPID public key a browser subscribes with. */
export interface PushKeyResponse {
  publicKey: string;
}
