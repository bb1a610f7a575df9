import type { DeviceMode, RoomRegistration } from '@renderer/platform';

/**
 * A tablet or TV asks the installer for a room number only in a hotel with in-room devices (config `inRoom`) and
 * only once it is known to have no registration (undefined: not read yet); a phone never does.
 */
export const registrationNeeded = (mode: DeviceMode, registration: RoomRegistration | null | undefined, inRoom: boolean | undefined): boolean =>
  mode !== 'phone' && registration === null && inRoom === true;
