import type { CheckAuthResponse } from '@common/api';
import { apiPaths } from '@common/api';
import { request } from './client';

/** Ours (docs/backend-contract.md): 0 the token still works, 3 the guest was checked out or it expired. */
export const checkAuth = (token: string) =>
  request<CheckAuthResponse>({ base: 'api', path: apiPaths.checkAuth, body: { json: { token } } });
