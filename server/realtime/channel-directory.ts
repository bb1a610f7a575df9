import { createHmac } from 'node:crypto';
import type { ChannelScope } from '../../common/api/realtime';
import type { Db } from '../db/open-database';

export interface ChannelRow {
  name: string;
  hotel_id: number;
  scope: ChannelScope;
  room: string | null;
  guest_id: number | null;
}

/** What a channel is for: a guest's, a room's (for one stay), a room device's, or the hotel's own. */
export type ChannelTarget =
  | { scope: 'token'; hotelId: number; guestId: number }
  | { scope: 'roomR' | 'roomT'; hotelId: number; room: string; stayGuestId: number }
  | { scope: 'device'; hotelId: number; room: string }
  | { scope: 'hotel'; hotelId: number };

export const CHANNEL_NAME = /^h(\d{1,9})-(token|roomR|roomT|hotel|device)-[A-Za-z0-9_-]{32}$/;

const scopeKey = (target: ChannelTarget): string => {
  switch (target.scope) {
    case 'token':
      return `guest|${target.guestId}`;
    case 'roomR':
    case 'roomT':
      return `room|${target.room}|${target.stayGuestId}`;
    case 'device':
      return `device|${target.room}`;
    case 'hotel':
      return 'hotel';
  }
};

export type ChannelDirectory = ReturnType<typeof channelDirectory>;

/**
 * Channel names and keys are HMACs of the server's secret: nobody can guess a room's channel, and a room's
 * channels change with every stay, so a guest who checked out hears nothing of the next one. Every name handed out
 * is recorded, so a publish can be opened and told apart by hotel, room and scope.
 */
export function channelDirectory(db: Db, secret: Buffer) {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO realtime_channels (name, hotel_id, scope, room, guest_id, created_at)
    VALUES (@name, @hotelId, @scope, @room, @guestId, @now)`);
  const find = db.prepare<[string], ChannelRow>('SELECT name, hotel_id, scope, room, guest_id FROM realtime_channels WHERE name = ?');
  const mac = (label: string) => createHmac('sha256', secret).update(label);

  const nameOf = (target: ChannelTarget): string =>
    `h${target.hotelId}-${target.scope}-${mac(`name|${target.hotelId}|${scopeKey(target)}`).digest('base64url').slice(0, 32)}`;

  return {
    /** The target's channel name, recorded for later publishes. */
    name(target: ChannelTarget): string {
      const name = nameOf(target);
      insert.run({
        name,
        hotelId: target.hotelId,
        scope: target.scope,
        room: 'room' in target ? target.room : null,
        guestId: target.scope === 'token' ? target.guestId : target.scope === 'roomR' || target.scope === 'roomT' ? target.stayGuestId : null,
        now: Date.now(),
      });
      return name;
    },
    /** base64 of the channel's 32-byte AES-256-GCM key. */
    keyOf: (name: string): string => mac(`key|${name}`).digest('base64'),
    find: (name: string): ChannelRow | undefined => (CHANNEL_NAME.test(name) ? find.get(name) : undefined),
  };
}
