import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useDeviceStore } from '@renderer/features/room';
import { log } from '@renderer/lib/log';

/**
 * Part 1 §4: on an in-room device the room control state is initialised when a room appears (registered, and
 * logged in, since the calls carry the room's token). The calls load only then.
 */
export function initRoomControlWhenRoomAppears(): () => void {
  let initialised = '';
  const check = () => {
    const { mode, registration } = useDeviceStore.getState();
    const room = registration?.roomNumber;
    const token = useAuthStore.getState().token;
    if (mode === 'phone' || !room || !token || !useContentStore.getState().structure?.rcu?.pageId) return;
    const key = `${room} ${token}`;
    if (key === initialised) return;
    initialised = key;
    void import('./rcu-init')
      .then((m) => m.readRoomOnce())
      .catch((error: unknown) => log('warn', 'room control state not read', error));
  };
  const stops = [useDeviceStore.subscribe(check), useAuthStore.subscribe(check), useContentStore.subscribe(check)];
  check();
  return () => stops.forEach((stop) => stop());
}
