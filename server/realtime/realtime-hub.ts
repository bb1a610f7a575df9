import { isCommandName, type ChannelCommand, type ChannelScope, type QueueCursor, type QueueMessage, type SealedBody } from '../../common/api/realtime';
import { importSealKey, open, seal, type SealKey } from '../../common/realtime/seal';
import type { Db } from '../db/open-database';
import type { GuestStore } from '../guests/guest-store';
import type { ChannelDirectory, ChannelRow, ChannelTarget } from './channel-directory';
import type { QueueRelay } from './queue-relay';
import type { EmbeddedQueue } from './embedded-queue';

/** A command that was published on one of the hotel's channels, opened. */
export interface PublishedCommand {
  hotelId: number;
  scope: ChannelScope;
  room: string | null;
  guestId: number | null;
  channel: string;
  command: ChannelCommand;
  /** 'server' for the backend's own publishes, 'device' for those that came through `pub`. */
  origin: 'server' | 'device';
}

export type AcceptOutcome = { ok: true; message: QueueMessage } | { ok: false; status: 404 | 400; reason: string };

/** A poll held on a room channel within this window counts as a device that is online. */
export const LISTENING_WINDOW_MS = 5_000;
const KEY_CACHE_SIZE = 4_096;

export type RealtimeHub = ReturnType<typeof realtimeHub>;

/** Publishing for the backend (operator, orders, checkout, simulators) and for devices, over one queue. */
export function realtimeHub(deps: { db: Db; directory: ChannelDirectory; queue: EmbeddedQueue; guests: GuestStore; relay?: QueueRelay }) {
  const { directory, queue, guests, relay } = deps;
  const listeners = new Set<(published: PublishedCommand) => void>();
  const keys = new Map<string, Promise<SealKey | null>>();

  const keyFor = (name: string): Promise<SealKey | null> => {
    let key = keys.get(name);
    if (!key) {
      if (keys.size >= KEY_CACHE_SIZE) keys.delete(keys.keys().next().value as string);
      key = importSealKey(directory.keyOf(name));
      keys.set(name, key);
    }
    return key;
  };

  const emit = (published: PublishedCommand) => {
    for (const listener of listeners) {
      try {
        listener(published);
      } catch (error) {
        console.error('[realtime] a listener failed', error);
      }
    }
  };

  /** The guest whose stay names the room's channels now: the first checked in. */
  const stayOf = (hotelId: number, room: string): number | undefined => guests.inRoom(hotelId, room)[0]?.id;

  const rowOf = (target: ChannelTarget, name: string): ChannelRow => ({
    name,
    hotel_id: target.hotelId,
    scope: target.scope,
    room: 'room' in target ? target.room : null,
    guest_id: target.scope === 'token' ? target.guestId : target.scope === 'roomR' || target.scope === 'roomT' ? target.stayGuestId : null,
  });

  async function publishTo(target: ChannelTarget, command: ChannelCommand): Promise<QueueMessage | null> {
    const name = directory.name(target);
    const key = await keyFor(name);
    if (!key) return null;
    const sealed: ChannelCommand = { ...command, from: command.from ?? { device: 'server' }, sentAt: command.sentAt ?? Date.now() };
    const body = { c: await seal(key, name, sealed) };
    const message = queue.publish(name, body);
    relay?.(name, body);
    const row = rowOf(target, name);
    emit({ hotelId: row.hotel_id, scope: row.scope, room: row.room, guestId: row.guest_id, channel: name, command: sealed, origin: 'server' });
    return message;
  }

  return {
    directory,
    queue,
    stayOf,

    /** The channel names and keys a device receives with its session. */
    namesFor(targets: ChannelTarget[]) {
      const channels: Record<string, string> = {};
      const keyMap: Record<string, string> = {};
      const positions: Record<string, QueueCursor> = {};
      for (const target of targets) {
        const name = directory.name(target);
        channels[target.scope] = name;
        keyMap[name] = directory.keyOf(name);
        positions[name] = queue.position(name);
      }
      return { channels, keys: keyMap, positions };
    },

    publishToGuest: (hotelId: number, guestId: number, command: ChannelCommand) =>
      publishTo({ scope: 'token', hotelId, guestId }, command),

    /** To the room's channels of the current stay (`roomR`, `roomT`), or its devices' (`device`). Vacant: null. */
    async publishToRoom(hotelId: number, room: string, scope: 'roomR' | 'roomT' | 'device', command: ChannelCommand, stayGuestId?: number) {
      if (scope === 'device') return publishTo({ scope, hotelId, room }, command);
      const stay = stayGuestId ?? stayOf(hotelId, room);
      return stay === undefined ? null : publishTo({ scope, hotelId, room, stayGuestId: stay }, command);
    },

    publishToHotel: (hotelId: number, command: ChannelCommand) => publishTo({ scope: 'hotel', hotelId }, command),

    /** A device's `pub`: it must open with the channel's key and be a command of the spec. */
    async accept(channel: string, body: SealedBody, hotelId: number): Promise<AcceptOutcome> {
      const row = directory.find(channel);
      if (!row || row.hotel_id !== hotelId) return { ok: false, status: 404, reason: 'No such channel' };
      const key = await keyFor(channel);
      const command = key ? ((await open(key, channel, body.c)) as ChannelCommand | null) : null;
      if (!command || typeof command !== 'object' || !isCommandName(command.cmd)) {
        return { ok: false, status: 400, reason: 'The message does not open as a command for this channel' };
      }
      const message = queue.publish(channel, { c: body.c });
      emit({ hotelId: row.hotel_id, scope: row.scope, room: row.room, guestId: row.guest_id, channel, command, origin: 'device' });
      return { ok: true, message };
    },

    /** Every command published on any channel, opened: simulators and the front desk listen here. */
    onPublished(listener: (published: PublishedCommand) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** A device of the room holds a poll on the room's channel of this scope (e.g. a TV-mode screen on roomT). */
    isListening(hotelId: number, room: string, scope: 'roomR' | 'roomT' | 'device'): boolean {
      if (scope === 'device') return queue.isListening(directory.name({ scope, hotelId, room }), LISTENING_WINDOW_MS);
      const stay = stayOf(hotelId, room);
      return stay !== undefined && queue.isListening(directory.name({ scope, hotelId, room, stayGuestId: stay }), LISTENING_WINDOW_MS);
    },
  };
}
