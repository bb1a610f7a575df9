import type {
  InRoomLoginRequest,
  InRoomLoginResponse,
  InRoomRegisterRequest,
  InRoomRegisterResponse,
  WebLoginRequest,
  WebLoginResponse,
} from '@common/api';
import { apiPaths } from '@common/api';
import { request } from './client';

export const webLogin = (payload: WebLoginRequest) =>
  request<WebLoginResponse>({ base: 'api', path: apiPaths.webLogin, body: { multipart: { ...payload } } });

export const registerRoom = (payload: InRoomRegisterRequest) =>
  request<InRoomRegisterResponse>({ base: 'api', path: apiPaths.register, body: { multipart: { ...payload } } });

/** The room number is the bare query string: `/token?101`. */
export const roomLogin = (payload: InRoomLoginRequest) =>
  request<InRoomLoginResponse>({
    base: 'api',
    path: `${apiPaths.token}?${encodeURIComponent(payload.roomNumber)}`,
    body: { multipart: { ...payload } },
  });
