import type { InRoomLoginResponse } from '../../../../common/api';
import { resetSession } from '../../lib/reset-session';
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

export const logout = (): void => resetSession();
