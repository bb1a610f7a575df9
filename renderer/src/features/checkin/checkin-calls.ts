import {
  guestAccessPaths,
  type CheckinCompleteRequest,
  type CheckinCompleteResponse,
  type CheckinStayResponse,
  type CheckinUrlResponse,
} from '@common/api';
import { request } from '@renderer/lib/api';

/** Part 1 §7 `GET getCheckinURL` with the token. */
export const getCheckinUrl = (token: string) => request<CheckinUrlResponse>({ base: 'api', path: guestAccessPaths.checkinUrl, query: { token } });

/** Ours: the stay an online check-in link names, and its completion. */
export const getCheckinStay = (tag: string, lang: string) =>
  request<CheckinStayResponse>({ base: 'api', path: guestAccessPaths.checkin(tag), query: { lang } });

export const completeCheckin = (tag: string, body: CheckinCompleteRequest) =>
  request<CheckinCompleteResponse>({ base: 'api', path: guestAccessPaths.checkin(tag), body: { json: body } });
