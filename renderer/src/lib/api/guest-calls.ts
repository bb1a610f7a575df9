import type { CheckAuthResponse, LogoutResponse } from '@common/api';
import { apiPaths } from '@common/api';
import { request } from './client';

/** Ours (docs/backend-contract.md): 0 the token still works, 3 the guest was checked out or it expired. */
export const checkAuth = (token: string) =>
  request<CheckAuthResponse>({ base: 'api', path: apiPaths.checkAuth, body: { json: { token } } });

/** Ours: the server revokes the token as the app forgets it. Sent in the background; nobody waits for it. */
export const revokeToken = (token: string) =>
  request<LogoutResponse>({ base: 'api', path: apiPaths.logout, body: { json: { token } }, background: true, timeoutMs: 10_000 });
