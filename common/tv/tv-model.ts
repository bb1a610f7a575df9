import type { CommandData, RoomTvCommandData, RoomTvCommandName, SleepTimerData, TvStateData } from '../api/realtime';
import { SLEEP_TIMER_OPTIONS_MIN } from '../spec/limits';
import { clampTvVolume } from './volume';

const MINUTE_MS = 60_000;

/** What a room TV is doing: the TV-mode screen and the demo's simulator keep the same model. */
export interface TvModel {
  channelId: string;
  vol: number;
  mute: boolean;
  /** false: standby. */
  power: boolean;
  /** The station streamed to the room, playing instead of the channel. */
  radio: string | null;
  sleepMinutes: number;
  sleepEndsAt: number | null;
}

export type TvReply =
  | { cmd: 'set_channels'; data: TvStateData }
  | { cmd: 'power_switch'; data: CommandData['power_switch'] }
  | { cmd: 'sleep_timer_data'; data: SleepTimerData };

export const stateData = (tvId: string, model: TvModel): TvStateData => ({
  tvId,
  channelId: model.channelId,
  vol: model.vol,
  mute: model.mute,
  power: model.power,
  radio: model.radio,
});

export const sleepData = (tvId: string, model: TvModel): SleepTimerData => ({
  tvId,
  minutes: model.sleepMinutes,
  ...(model.sleepEndsAt !== null ? { endsAt: model.sleepEndsAt } : {}),
});

export const isSleepOption = (minutes: unknown): minutes is number =>
  typeof minutes === 'number' && (SLEEP_TIMER_OPTIONS_MIN as readonly number[]).includes(minutes);

/** Part 2 §5: when the sleep timer ends the screen goes to standby. */
export function expireSleepTimer(model: TvModel, now: number): TvModel {
  if (model.sleepEndsAt === null || model.sleepEndsAt > now) return model;
  return { ...model, power: false, sleepMinutes: 0, sleepEndsAt: null };
}

/**
 * A room TV answering the room queue (part 2 §7): `get_channels` and `channel` answer `set_channels`, `power` answers
 * `power_switch` (and the new state), `get_sleep_timer` and `sleep_timer` answer `sleep_timer_data`. Unknown channels,
 * sleep times that are not one of the spec's options and volumes outside 0..100 are not taken as they come.
 */
export function answerTvCommand<C extends RoomTvCommandName>(
  current: TvModel,
  tvId: string,
  cmd: C,
  data: Partial<RoomTvCommandData[C]>,
  now: number,
  channelIds: readonly string[],
): { model: TvModel; replies: TvReply[] } {
  const model = expireSleepTimer(current, now);
  switch (cmd) {
    case 'get_channels':
      return { model, replies: [{ cmd: 'set_channels', data: stateData(tvId, model) }] };
    case 'power': {
      const wanted = (data as Partial<RoomTvCommandData['power']>).power;
      const power = typeof wanted === 'boolean' ? wanted : !model.power;
      const next = power ? { ...model, power } : { ...model, power, sleepMinutes: 0, sleepEndsAt: null };
      return {
        model: next,
        replies: [{ cmd: 'power_switch', data: { tvIndex: tvId, power } }, { cmd: 'set_channels', data: stateData(tvId, next) }],
      };
    }
    case 'channel': {
      const change = data as Partial<RoomTvCommandData['channel']>;
      const next = { ...model };
      if (change.channelId !== undefined && channelIds.includes(String(change.channelId))) {
        next.channelId = String(change.channelId);
        next.radio = null;
      }
      if (typeof change.vol === 'number') next.vol = clampTvVolume(change.vol);
      if (typeof change.mute === 'boolean') next.mute = change.mute;
      if (change.radio === null) next.radio = null;
      else if (change.radio && typeof change.radio.stationId === 'string') next.radio = change.radio.stationId;
      return { model: next, replies: [{ cmd: 'set_channels', data: stateData(tvId, next) }] };
    }
    case 'get_sleep_timer':
      return { model, replies: [{ cmd: 'sleep_timer_data', data: sleepData(tvId, model) }] };
    case 'sleep_timer': {
      const minutes = (data as Partial<RoomTvCommandData['sleep_timer']>).minutes;
      if (!isSleepOption(minutes)) return { model, replies: [{ cmd: 'sleep_timer_data', data: sleepData(tvId, model) }] };
      const next = { ...model, sleepMinutes: minutes, sleepEndsAt: minutes === 0 ? null : now + minutes * MINUTE_MS };
      return { model: next, replies: [{ cmd: 'sleep_timer_data', data: sleepData(tvId, next) }] };
    }
    default:
      return { model, replies: [] };
  }
}
