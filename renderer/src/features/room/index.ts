import { lazy } from 'react';

export { useDeviceStore, useRoomNumber } from './device-store';
export { registerThisRoom, loginThisRoom, type RegisterOutcome, type RoomTarget } from './registration-flow';

/** Only tablets without a registration ever need it. */
export const LazyRoomRegistration = lazy(() =>
  import('./room-registration').then((m) => ({ default: m.RoomRegistration })),
);
export { useAreaStore, type Area } from './area-store';
export { selectArea, setRemoteStateCloser } from './select-area';
