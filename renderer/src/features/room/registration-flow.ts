import { DEFAULT_TV_ID, DEVICE_TYPE, IN_ROOM_LOGIN_TEXT, IN_ROOM_MANUFACTURER, IN_ROOM_REGISTER_VERSION } from '@common/spec';
import { ApiError, registerRoom, roomLogin, sendErrorReport } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import type { DeviceIdentity, PlatformApi, RoomRegistration } from '@renderer/platform';
import { applyRoomLogin, logout } from '@renderer/features/auth';
import { useDeviceStore } from './device-store';

export interface RoomTarget {
  hotel: string;
  hotelId: number;
}

export type RegisterOutcome = { ok: true; registration: RoomRegistration } | { ok: false; result: number };

const UNKNOWN_RESULT = 9;

/** The registration's `mac`: the hardware address, or the device id of a platform without one (a browser). */
const deviceKey = (identity: DeviceIdentity): string => identity.mac || identity.deviceId || '';

/** `POST {api}/registration`; on result 0 the platform keeps the registration (the kiosk's settings file). */
export async function registerThisRoom(
  platform: PlatformApi,
  target: RoomTarget,
  roomNumber: string,
  tvIndex: string = DEFAULT_TV_ID,
): Promise<RegisterOutcome> {
  const identity = await platform.getIdentity();
  let response;
  try {
    response = await registerRoom({
      v: IN_ROOM_REGISTER_VERSION,
      hotelId: target.hotelId,
      ...(identity.ip ? { ip: identity.ip } : {}),
      roomNumber,
      mac: deviceKey(identity),
      manufacturer: IN_ROOM_MANUFACTURER,
      tvIndex,
    });
  } catch (error) {
    log('error', 'room registration failed', error);
    return { ok: false, result: (error instanceof ApiError && error.result) || UNKNOWN_RESULT };
  }
  if (response.result !== 0) return { ok: false, result: response.result };
  const registration = await platform.saveRegistration({
    hotel: target.hotel,
    hotelId: target.hotelId,
    roomNumber,
    sign: response.sign ?? '',
    tvIndex,
    groups: response.data?.groups ?? [],
    registeredAt: new Date().toISOString(),
  });
  useDeviceStore.getState().setRegistration(registration);
  return { ok: true, registration };
}

function loginFailed(message: string, data?: unknown): false {
  log('error', message, data);
  void logout();
  return false;
}

/** `POST {api}/token?{room}`; a failure logs and logs out, and the tablet home still shows. */
export async function loginThisRoom(platform: PlatformApi, registration: RoomRegistration): Promise<boolean> {
  try {
    const identity = await platform.getIdentity();
    const response = await roomLogin({
      hotelId: registration.hotelId,
      mac: deviceKey(identity),
      manufacturer: IN_ROOM_MANUFACTURER,
      deviceType: DEVICE_TYPE.tablet,
      sign: registration.sign,
      roomNumber: registration.roomNumber,
    });
    if (response.result !== 0 || typeof response.token !== 'string') {
      return loginFailed(`inRoomLogin_${response.result}: ${IN_ROOM_LOGIN_TEXT[response.result] ?? ''}`.trim(), response);
    }
    applyRoomLogin(response, registration.sign);
    return true;
  } catch (error) {
    // Part 1 §8: on an exception the status text, or inRoomLogin_9, is logged and reported.
    const http = error instanceof ApiError && error.kind === 'http';
    const text = http ? error.message : 'inRoomLogin_9';
    sendErrorReport(text, http ? error.status : undefined).catch((failure: unknown) => log('warn', 'error report not sent', failure));
    return loginFailed(text, error);
  }
}
