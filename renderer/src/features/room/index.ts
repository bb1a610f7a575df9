import { lazy } from 'react';
import type { PlatformApi, RoomRegistration } from '@renderer/platform';
import type { Area } from './area-store';
import type { RegisterOutcome } from './registration-flow';

export { useDeviceStore, useRoomNumber } from './device-store';
export type { RegisterOutcome, RoomTarget } from './registration-flow';
export { useAreaStore, type Area } from './area-store';
export { setRemoteStateCloser } from './remote-state-closer';
export { registrationNeeded } from './registration-needed';

/** Only tablets without a registration ever need it. */
export const LazyRoomRegistration = lazy(() =>
  import('./room-registration').then((m) => ({ default: m.RoomRegistration })),
);

/** Room calls load on a room device's first use: a phone never fetches them. */
export const loginThisRoom = (platform: PlatformApi, registration: RoomRegistration): Promise<boolean> =>
  import('./registration-flow').then((m) => m.loginThisRoom(platform, registration));

export const selectArea = (platform: PlatformApi, registration: RoomRegistration, area: Area): Promise<RegisterOutcome> =>
  import('./select-area').then((m) => m.selectArea(platform, registration, area));
