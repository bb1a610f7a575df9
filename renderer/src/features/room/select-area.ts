import { log } from '@renderer/lib/log';
import type { PlatformApi, RoomRegistration } from '@renderer/platform';
import { useAreaStore, type Area } from './area-store';
import { loginThisRoom, registerThisRoom, type RegisterOutcome } from './registration-flow';
import { remoteStateCloser } from './remote-state-closer';

/** Part 2 §4: store the area, close the remote state, re-register the room under the area's TV index; a refusal restores the old area. */
export async function selectArea(platform: PlatformApi, registration: RoomRegistration, area: Area): Promise<RegisterOutcome> {
  const { TVID, title } = useAreaStore.getState();
  useAreaStore.getState().setArea(area);
  try {
    remoteStateCloser()?.();
  } catch (error) {
    log('warn', 'remote state did not close', error);
  }
  const outcome = await registerThisRoom(platform, registration, registration.roomNumber, area.TVID);
  if (!outcome.ok) {
    useAreaStore.getState().setArea({ TVID, title });
    return outcome;
  }
  await loginThisRoom(platform, outcome.registration);
  return outcome;
}
