import type { PublishTarget, RealtimeSessionRequest } from '@common/api/realtime';
import { useAuthStore } from '@renderer/features/auth';
import { useAreaStore, useDeviceStore } from '@renderer/features/room';
import { log } from '@renderer/lib/log';
import type { DeviceMode, PlatformApi } from '@renderer/platform';
import { createRealtimeConnection, type RealtimeConnection } from './realtime-connection';
import { useRealtimeStore } from './realtime-store';

/** After a refused or failed session, and after the queue forgot a channel, the next try waits this long. */
export const SESSION_RETRY_MIN_MS = 2_000;
export const SESSION_RETRY_MAX_MS = 60_000;

const instance = Math.random().toString(36).slice(2) + Date.now().toString(36);

let connection: RealtimeConnection | null = null;
let mode: DeviceMode = 'phone';

type DeviceCredentials = Extract<RealtimeSessionRequest, { hotelId: number }>;

/**
 * The channel follows who uses the app: it starts on login and room login (and, on a registered room device, even
 * with nobody checked in, to hear `checkin`), and stops on logout and checkout.
 */
export function startRealtime(platform: PlatformApi, deviceMode: DeviceMode): () => void {
  mode = deviceMode;
  let current = '';
  let retryMs = SESSION_RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const deviceCredentials = async (): Promise<DeviceCredentials | null> => {
    const registration = useDeviceStore.getState().registration;
    if (!registration || mode === 'phone') return null;
    const { mac } = await platform.getIdentity();
    return { hotelId: registration.hotelId, roomNumber: registration.roomNumber, mac, sign: registration.sign };
  };

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void update(true), retryMs);
    retryMs = Math.min(retryMs * 2, SESSION_RETRY_MAX_MS);
  };

  async function update(force = false): Promise<void> {
    const mine = ++generation;
    const token = useAuthStore.getState().token;
    const device = await deviceCredentials().catch(() => null);
    if (mine !== generation) return;
    const key = JSON.stringify([token, device]);
    if (key === current && !force) return;
    current = key;
    clearTimeout(retryTimer);
    connection?.stop();
    connection = null;
    if (!token && !device) {
      useRealtimeStore.setState({ status: 'off', channels: null });
      return;
    }
    const registration = useDeviceStore.getState().registration;
    const next = createRealtimeConnection(
      {
        mode,
        token,
        device,
        sender: {
          device: mode,
          instance,
          ...(registration ? { room: registration.roomNumber } : {}),
          ...(mode !== 'phone' ? { tvId: useAreaStore.getState().TVID } : {}),
        },
      },
      retryLater,
    );
    connection = next;
    try {
      if (await next.start()) retryMs = SESSION_RETRY_MIN_MS;
      else if (connection === next) retryLater();
    } catch (error) {
      log('warn', 'realtime: session not loaded', error);
      if (connection === next) {
        useRealtimeStore.setState({ status: 'off', channels: null });
        retryLater();
      }
    }
  }

  const unsubscribe = [
    useAuthStore.subscribe((state, previous) => state.token !== previous.token && void update()),
    useDeviceStore.subscribe((state, previous) => state.registration !== previous.registration && void update()),
  ];
  void update();
  return () => {
    generation++;
    clearTimeout(retryTimer);
    unsubscribe.forEach((off) => off());
    connection?.stop();
    connection = null;
    useRealtimeStore.setState({ status: 'off', channels: null });
  };
}

/** Sends a command on one of this device's channels; a tablet's go to the hotel's queue as well. False: not sent. */
export async function publish(target: PublishTarget, cmd: string, data: unknown): Promise<boolean> {
  if (!connection) return false;
  const sent = await connection.publish(target, cmd, data);
  if (sent && mode === 'tablet' && target !== 'hotel') await connection.publish('hotel', cmd, data);
  return sent;
}
