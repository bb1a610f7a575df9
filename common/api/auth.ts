import type { DeviceTypeCode, GuestType } from '../spec/codes';

/** `POST {api}/weblogin`, multipart. */
export interface WebLoginRequest {
  login: string;
  password: string;
  type: GuestType;
  deviceId: string;
  hotelId: number;
  deviceOSVersion: string;
  deviceModel: string;
  deviceType: DeviceTypeCode;
}

export interface GuestData {
  guestName?: string;
  guestFirstName?: string;
  guestTitle?: string;
  room?: string;
  pmsregnum?: string;
  guestEmail?: string;
  phone?: string;
  checkInDate?: string;
  checkOutDate?: string;
  groups?: string[];
}

export interface WebLoginResponse {
  result: number;
  token?: string;
  data?: GuestData;
  lang?: string;
}

/** `POST {api}/registration`, form data (part 1 §7). */
export interface InRoomRegisterRequest {
  v: 2;
  hotelId: number;
  /** Left out by a browser, which does not know its address: the backend takes the request's. */
  ip?: string;
  roomNumber: string;
  mac: string;
  manufacturer: 'inroom';
  tvIndex: string;
}

export interface InRoomRegisterResponse {
  result: number;
  sign?: string;
  data?: { groups: string[] };
}

/** `POST {api}/token?{roomNumber}`, form data. */
export interface InRoomLoginRequest {
  hotelId: number;
  mac: string;
  manufacturer: 'inroom';
  deviceType: 5;
  sign: string;
  roomNumber: string;
}

export interface InRoomLoginResponse {
  result: number;
  token?: string;
  lang?: string;
  guestName?: string;
  guestFirstName?: string;
  guestTitle?: string;
  groups?: string[];
}

/** `POST {api}/checkAuth` (ours, docs/backend-contract.md): 0 the token is valid, 3 it is not (checked out). */
export interface CheckAuthResponse {
  result: number;
  authType?: 'web' | 'inRoom';
}

/** `POST {api}/logout` (ours): the token stops working at once; 0 also for a token already gone. */
export interface LogoutResponse {
  result: number;
}

/** Answer of any call to a malformed request: a result code where the spec has one, and a reason. */
export interface ErrorBody {
  result?: number;
  error: string;
}
