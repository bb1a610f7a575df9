import type { ChannelCommand, ChannelNames, ChannelScope, CommandSender, PublishTarget, QueueCursor, RealtimeSessionRequest } from '@common/api/realtime';
import { importSealKey, open, seal, type SealKey } from '@common/realtime/seal';
import { fetchRealtimeSession, publishSealed, subscribeUrl } from '@renderer/lib/api/realtime-calls';
import { log } from '@renderer/lib/log';
import { readString, writeString } from '@renderer/lib/storage';
import type { DeviceMode } from '@renderer/platform';
import { createChannelPoller, type ChannelPoller } from './channel-poller';
import { dispatchCommand } from './command-dispatcher';
import { useRealtimeStore } from './realtime-store';
import { createRetryThrottle } from './retry-throttle';

/** Which channels a device listens on; the hotel's is publish-only. */
const LISTENS: Record<DeviceMode, readonly ChannelScope[]> = {
  phone: ['token', 'roomR'],
  tablet: ['token', 'roomR', 'device'],
  tv: ['roomT', 'roomR', 'device'],
};

export interface RealtimeIdentity {
  mode: DeviceMode;
  token: string | null;
  /** A registered room device's credentials, so an empty room still hears `checkin`. */
  device: Extract<RealtimeSessionRequest, { hotelId: number }> | null;
  sender: CommandSender;
}

const cursorKey = (channel: string) => `stay.realtime.cursor.${channel}`;

function readCursor(channel: string): QueueCursor | null {
  try {
    const cursor = JSON.parse(readString(cursorKey(channel), 'session') ?? 'null') as QueueCursor | null;
    return cursor && typeof cursor.time === 'string' && Number.isInteger(cursor.tag) ? cursor : null;
  } catch {
    return null;
  }
}

const waitOnline = (): Promise<void> =>
  typeof navigator === 'undefined' || navigator.onLine !== false
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/** One session's channels: its pollers, its keys, and publishing with them. */
export function createRealtimeConnection(identity: RealtimeIdentity, onGone: () => void) {
  const throttle = createRetryThrottle();
  const pollers: ChannelPoller[] = [];
  const keys = new Map<string, SealKey>();
  let names: ChannelNames = {};
  let positions: Record<string, QueueCursor> = {};
  let stopped = false;

  async function loadSession(): Promise<boolean> {
    const attempts: RealtimeSessionRequest[] = [];
    if (identity.token) attempts.push({ token: identity.token });
    if (identity.device) attempts.push(identity.device);
    for (const attempt of attempts) {
      const session = await fetchRealtimeSession(attempt);
      if (session.result !== 0 || !session.channels) {
        log('info', `realtime: session refused (result ${session.result})`);
        continue;
      }
      names = session.channels;
      positions = session.positions ?? {};
      for (const [channel, key] of Object.entries(session.keys ?? {})) {
        const imported = await importSealKey(key);
        if (imported) keys.set(channel, imported);
      }
      return true;
    }
    return false;
  }

  async function deliver(channel: string, sealed: string): Promise<void> {
    const key = keys.get(channel);
    const command = key ? ((await open(key, channel, sealed)) as ChannelCommand | null) : null;
    if (!command || typeof command !== 'object') {
      log('warn', `realtime: a message on ${channel} did not open and was dropped`);
      return;
    }
    if (command.from?.instance && command.from.instance === identity.sender.instance) return;
    useRealtimeStore.setState((state) => ({ received: state.received + 1 }));
    await dispatchCommand(command);
  }

  return {
    async start(): Promise<boolean> {
      useRealtimeStore.setState({ status: 'connecting' });
      if (!(await loadSession()) || stopped) {
        if (!stopped) useRealtimeStore.setState({ status: 'off', channels: null });
        return false;
      }
      useRealtimeStore.setState({ status: 'live', channels: names });
      for (const scope of LISTENS[identity.mode]) {
        const channel = names[scope as keyof ChannelNames];
        if (!channel) continue;
        const poller = createChannelPoller({
          url: (cursor) => subscribeUrl(channel, cursor),
          deliver: (sealed) => deliver(channel, sealed),
          onGone: () => !stopped && onGone(),
          throttle,
          cursor: readCursor(channel) ?? positions[channel] ?? null,
          saveCursor: (cursor) => writeString(cursorKey(channel), JSON.stringify(cursor), 'session'),
          waitOnline,
        });
        pollers.push(poller);
        void poller.start();
      }
      return true;
    },

    async publish(target: PublishTarget, cmd: string, data: unknown): Promise<boolean> {
      const channel = names[target];
      const key = channel ? keys.get(channel) : undefined;
      if (!channel || !key) {
        log('info', `realtime: no ${target} channel to publish ${cmd} on`);
        return false;
      }
      const command: ChannelCommand = { cmd, data, ch: target, from: identity.sender, sentAt: Date.now() };
      try {
        await publishSealed(channel, await seal(key, channel, command));
        return true;
      } catch (error) {
        log('warn', `realtime: publishing ${cmd} failed`, error);
        return false;
      }
    },

    stop(): void {
      stopped = true;
      for (const poller of pollers) poller.stop();
      throttle.clear();
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
