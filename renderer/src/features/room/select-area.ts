import { log } from '../../lib/log';
import type { PlatformApi, RoomRegistration } from '../../platform';
import { useAreaStore, type Area } from './area-store';
import { loginThisRoom, registerThisRoom, type RegisterOutcome } from './registration-flow';

type RemoteStateCloser = () => void;
let closeRemoteState: RemoteStateCloser | null = null;

/** The kiosk's remote-state client registers how to close its socket; area selection closes it. */
export function setRemoteStateCloser(next: RemoteStateCloser | null): void {
  closeRemoteState = next;
}

/** Part 2 §4: store the area, close the remote state, re-register the room under the area's TV index; a refusal restores the old area. */
export async function selectArea(platform: PlatformApi, registration: RoomRegistration, area: Area): Promise<RegisterOutcome> {
  const { TVID, title } = useAreaStore.getState();
  useAreaStore.getState().setArea(area);
  try {
    closeRemoteState?.();
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
