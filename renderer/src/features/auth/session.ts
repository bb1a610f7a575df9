import type { InRoomLoginResponse, WebLoginResponse } from '@common/api';
import type { GuestType } from '@common/spec';
import { baseUrl, revokeToken } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { resetSession } from '@renderer/lib/reset-session';
import { useAuthStore } from './auth-store';
import { useGuestStore } from './guest-store';

/** In-room login result 0: the room's token and the guest living in it. */
export function applyRoomLogin(response: InRoomLoginResponse, sign: string): void {
  useAuthStore.getState().setAuth({ authType: 'inRoom', token: response.token ?? null, sign });
  useGuestStore.getState().setGuest({
    guestName: response.guestName,
    guestFirstName: response.guestFirstName,
    guestTitle: response.guestTitle,
    groups: response.groups ?? [],
    language: response.lang,
  });
}

/** Web login result 0: the token and the guest's data, under the type they logged in with. */
export function applyWebLogin(response: WebLoginResponse, guestType: GuestType): void {
  useAuthStore.getState().setAuth({ authType: 'web', token: response.token ?? null });
  useGuestStore.getState().setGuest({ ...response.data, groups: response.data?.groups ?? [], guestType, language: response.lang });
}

/** Answers of guest calls a service worker or the browser may have kept: they name the guest. */
async function dropGuestCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const api = new URL(baseUrl('api'), location.href).href;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (request.url.startsWith(api)) await cache.delete(request);
  }
}

/**
 * Logout, checkout and an invalid stored login: every session store registered with reset-session forgets the
 * guest (token, authType, guest, orders, messages, radio, TV remote, mobile key, phone), then caches follow.
 */
export async function logout(): Promise<void> {
  const { token } = useAuthStore.getState();
  if (token) void revokeToken(token).catch((error: unknown) => log('warn', 'the server did not revoke the token', error));
  resetSession();
  try {
    sessionStorage.clear();
    await dropGuestCaches();
  } catch (error) {
    log('warn', 'logout could not clear every cache', error);
  }
}
