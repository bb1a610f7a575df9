import type { DeviceMode, RoomRegistration } from '@renderer/platform';

/**
 * A tablet or TV asks the installer for a room number only in a hotel with in-room devices (config `inRoom`) and
 * only while it has no registration; a phone never does.
 */
export const registrationNeeded = (mode: DeviceMode, registration: RoomRegistration | null, inRoom: boolean | undefined): boolean =>
  mode !== 'phone' && registration === null && inRoom === true;
