import { ROOM_TV_COMMANDS, type ChannelCommand, type RoomTvCommandName } from '../../common/api/realtime';
import { answerTvCommand, expireSleepTimer, type TvModel, type TvReply } from '../../common/tv/tv-model';
import type { RealtimeHub } from '../realtime/realtime-hub';
import type { RoomTvState, TvStateStore } from './tv-state-store';

const DEFAULT_VOLUME = 20;

export interface TvSimulatorDeps {
  realtime: Pick<RealtimeHub, 'onPublished' | 'publishToRoom' | 'isListening'>;
  states: TvStateStore;
  /** The room's TV indexes, or undefined for a room the hotel does not have. */
  tvIndexes(hotelId: number, room: string): string[] | undefined;
  channelIds(hotelId: number): string[];
  now?: () => number;
}

const isTvCommand = (cmd: string): cmd is RoomTvCommandName => (ROOM_TV_COMMANDS as readonly string[]).includes(cmd);

const modelOf = (state: RoomTvState): TvModel => ({
  channelId: state.channelId,
  vol: state.vol,
  mute: state.mute,
  power: state.power,
  radio: state.radio ?? null,
  sleepMinutes: state.sleepMinutes,
  sleepEndsAt: state.sleepEndsAt,
});

/**
 * The demo's room TVs. They answer what is published on a room's `roomT` channel, on its `roomR` channel, but only
 * while no TV-mode screen of the room holds a poll on `roomT` (a real screen takes over) and while the hotel's
 * simulator is on. Whatever a TV-mode screen answers is kept too, so the front desk sees every room TV's state.
 */
export function tvSimulator(deps: TvSimulatorDeps): () => void {
  const now = deps.now ?? Date.now;

  const current = (hotelId: number, room: string, tvId: string): TvModel => {
    const saved = deps.states.get(hotelId, room, tvId);
    if (saved) return expireSleepTimer(modelOf(saved), now());
    const first = deps.channelIds(hotelId)[0] ?? '';
    return { channelId: first, vol: DEFAULT_VOLUME, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null };
  };

  const keep = (hotelId: number, room: string, tvId: string, model: TvModel, source: RoomTvState['source']) =>
    deps.states.save(hotelId, room, { tvId, ...model, source, updatedAt: now() });

  const answer = async (hotelId: number, room: string, command: ChannelCommand<RoomTvCommandName>) => {
    const indexes = deps.tvIndexes(hotelId, room) ?? [];
    const data = (command.data && typeof command.data === 'object' ? command.data : {}) as { tvId?: unknown };
    const asked = typeof data.tvId === 'string' ? [data.tvId] : command.cmd === 'get_channels' ? indexes : [];
    for (const tvId of asked.filter((id) => indexes.includes(id))) {
      const { model, replies } = answerTvCommand(current(hotelId, room, tvId), tvId, command.cmd, data as never, now(), deps.channelIds(hotelId));
      keep(hotelId, room, tvId, model, 'simulator');
      for (const reply of replies) await deps.realtime.publishToRoom(hotelId, room, 'roomR', { ...reply, from: { device: 'server', room, tvId } });
    }
  };

  /** A TV-mode screen's own answers tell the backend what that TV is doing. */
  const observe = (hotelId: number, room: string, reply: TvReply) => {
    if (reply.cmd === 'set_channels' && typeof reply.data?.tvId === 'string') {
      const before = current(hotelId, room, reply.data.tvId);
      keep(hotelId, room, reply.data.tvId, { ...before, ...reply.data, radio: reply.data.radio ?? null }, 'device');
    } else if (reply.cmd === 'sleep_timer_data' && typeof reply.data?.tvId === 'string') {
      const before = current(hotelId, room, reply.data.tvId);
      keep(hotelId, room, reply.data.tvId, { ...before, sleepMinutes: reply.data.minutes, sleepEndsAt: reply.data.endsAt ?? null }, 'device');
    }
  };

  return deps.realtime.onPublished((published) => {
    const { hotelId, room, scope, origin, command } = published;
    if (!room) return;
    if (scope === 'roomR' && origin === 'device') observe(hotelId, room, command as TvReply);
    if (scope !== 'roomT' || !isTvCommand(command.cmd)) return;
    if (!deps.states.simulatorOn(hotelId) || deps.realtime.isListening(hotelId, room, 'roomT')) return;
    void answer(hotelId, room, command as ChannelCommand<RoomTvCommandName>).catch((error: unknown) =>
      console.error('[tv-simulator] answer failed', error),
    );
  });
}
