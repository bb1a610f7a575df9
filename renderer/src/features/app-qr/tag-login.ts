import { AUTH_TAG_QUERY } from '@common/api';
import { DEVICE_TYPE, type GuestType } from '@common/spec';
import { applyWebLogin, logout, useAuthStore } from '@renderer/features/auth';
import { log } from '@renderer/lib/log';
import type { PlatformApi } from '@renderer/platform';
import { authTagLogin } from './app-qr-calls';

/** The tag leaves the address bar and the history entry before anything else happens. */
function takeTag(): string | null {
  const url = new URL(location.href);
  const tag = url.searchParams.get(AUTH_TAG_QUERY);
  if (tag === null) return null;
  url.searchParams.delete(AUTH_TAG_QUERY);
  history.replaceState(history.state, '', url.toString());
  return tag.trim() || null;
}

/**
 * A phone that scanned the guest app's QR code logs in as that guest, replacing whoever was logged in on it. A room
 * device ignores it. A failed tag (used, expired) shows nothing, as a failed login by link does.
 */
export async function runTagLogin(platform: PlatformApi, hotelId: number): Promise<boolean> {
  const tag = takeTag();
  if (!tag || useAuthStore.getState().authType === 'inRoom') return false;
  const { deviceId, setAuth } = useAuthStore.getState();
  const device = deviceId ?? crypto.randomUUID();
  if (!deviceId) setAuth({ deviceId: device });
  try {
    const identity = await platform.getIdentity();
    const answer = await authTagLogin({ tag, hotelId, deviceId: device, deviceOSVersion: identity.os, deviceModel: identity.model, deviceType: DEVICE_TYPE.web });
    if (answer.result !== 0 || !answer.token) {
      log('warn', `tag login refused: ${answer.result}`);
      return false;
    }
    if (useAuthStore.getState().token) await logout();
    const guestType: GuestType = answer.data?.room ? 'resident' : 'notResident';
    applyWebLogin(answer, guestType);
    return true;
  } catch (error) {
    log('warn', 'tag login failed', error);
    return false;
  }
}
