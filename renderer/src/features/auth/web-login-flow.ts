import type { WebLoginResponse } from '@common/api';
import { DEVICE_TYPE, type GuestType } from '@common/spec';
import { ApiError, webLogin } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import type { DeviceMode, PlatformApi } from '@renderer/platform';
import { useAuthStore } from './auth-store';
import { toCredentials, type LoginValues } from './login-fields';
import { applyWebLogin, logout } from './session';

/** The dialog text key of a failed login: result 1 'auth_sent', others 'webLogin_{result}', else the generic text. */
export type LoginFailureText = 'auth_sent' | `webLogin_${number}` | 'generic';

export type LoginOutcome = { ok: true } | { ok: false; text: LoginFailureText };

const KNOWN_RESULTS = [1, 3, 4, 5, 6, 9];

const failureText = (result: number | undefined, fromErrorBody: boolean): LoginFailureText => {
  if (result === undefined || !KNOWN_RESULTS.includes(result)) return 'generic';
  if (result === 1 && !fromErrorBody) return 'auth_sent';
  return `webLogin_${result}`;
};

function deviceIdOf(): string {
  const { deviceId, setAuth } = useAuthStore.getState();
  if (deviceId) return deviceId;
  const id = crypto.randomUUID();
  setAuth({ deviceId: id });
  return id;
}

/** Device types of part 1 §6: in a browser the web app is 'web'; a room device counts as a tablet. */
const deviceTypeOf = (mode: DeviceMode) => (mode === 'phone' ? DEVICE_TYPE.web : DEVICE_TYPE.tablet);

/** `POST {api}/weblogin`; anything but result 0 logs out. */
export async function loginAsGuest(platform: PlatformApi, hotelId: number, type: GuestType, values: LoginValues): Promise<LoginOutcome> {
  let response: WebLoginResponse;
  try {
    const [identity, mode] = await Promise.all([platform.getIdentity(), platform.getDeviceMode()]);
    response = await webLogin({
      ...toCredentials(type, values),
      type,
      hotelId,
      deviceId: deviceIdOf(),
      deviceOSVersion: identity.os,
      deviceModel: identity.model,
      deviceType: deviceTypeOf(mode),
    });
  } catch (error) {
    log('error', 'web login failed', error);
    await logout();
    return { ok: false, text: failureText(error instanceof ApiError ? error.result : undefined, true) };
  }
  if (response.result !== 0 || !response.token) {
    log('warn', `webLogin_${response.result}`);
    await logout();
    return { ok: false, text: failureText(response.result, false) };
  }
  applyWebLogin(response, type);
  return { ok: true };
}
