import type { PushKeyResponse, RegPushIdRequest } from '@common/api';
import { pushPaths } from '@common/api';
import { request } from './client';

export const getPushKey = () => request<PushKeyResponse>({ base: 'api', path: pushPaths.publicKey });

/** `POST {api}/regpushid`: the whole subscription as `pushId`. */
export const registerPushId = (payload: RegPushIdRequest) =>
  request<{ result: number }>({ base: 'api', path: pushPaths.register, body: { form: { ...payload } } });
