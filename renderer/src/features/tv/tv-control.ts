import type { RoomTvCommandData, RoomTvCommandName } from '@common/api';
import { byNumber, channelOfNumber, neighbourChannel } from '@common/tv/channels';
import { answerTvCommand, expireSleepTimer, stateData, type TvModel, type TvReply } from '@common/tv/tv-model';
import { useContentStore } from '@renderer/features/content';
import { watchableChannelsNow } from '@renderer/features/pincode';
import { useAreaStore, useDeviceStore } from '@renderer/features/room';
import { publish } from '@renderer/features/realtime';
import { log } from '@renderer/lib/log';
import { getPlatform } from '@renderer/platform';
import { BANNER_MS, useTvStore, VOLUME_OVERLAY_MS } from './tv-store';

/** This screen's TV index in its room: its registration's, or the area it was given. */
export const ownTvId = (): string => useDeviceStore.getState().registration?.tvIndex ?? useAreaStore.getState().TVID;

/** The channels this screen may play, by number: adult channels drop out while its parental lock is on. */
const channelIds = (): string[] => byNumber(watchableChannelsNow(useContentStore.getState().channels)).map((c) => String(c.id));

let sleepTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSleep(endsAt: number | null): void {
  clearTimeout(sleepTimer);
  if (endsAt === null) return;
  sleepTimer = setTimeout(() => {
    const { model } = useTvStore.getState();
    const next = expireSleepTimer(model, Date.now());
    if (next === model) return;
    commit(next);
    tell([{ cmd: 'power_switch', data: { tvIndex: ownTvId(), power: false } }, { cmd: 'set_channels', data: stateData(ownTvId(), next) }]);
  }, Math.max(0, endsAt - Date.now()));
}

function tell(replies: TvReply[]): void {
  for (const reply of replies) {
    void publish('roomR', reply.cmd, reply.data).then((sent) => {
      if (!sent) log('info', `tv: ${reply.cmd} not published (no room channel)`);
    });
  }
}

/** Applies a new model and what it means on screen: banner, volume overlay, standby, the sleep timer. */
function commit(next: TvModel, radio?: RoomTvCommandData['channel']['radio']): void {
  const state = useTvStore.getState();
  const before = state.model;
  const now = Date.now();
  const patch: Partial<typeof state> = { model: next };
  if (next.channelId !== before.channelId) patch.bannerUntil = now + BANNER_MS;
  if (next.vol !== before.vol || next.mute !== before.mute) patch.volumeUntil = now + VOLUME_OVERLAY_MS;
  if (radio) patch.radioSource = radio;
  if (next.radio === null) patch.radioSource = null;
  if (next.power !== before.power) {
    if (!next.power) Object.assign(patch, { watching: false, panel: null, digits: '' });
    void getPlatform().setDisplayPower(next.power).catch((error: unknown) => log('warn', 'display power not set', error));
  }
  useTvStore.setState(patch);
  if (next.sleepEndsAt !== before.sleepEndsAt) scheduleSleep(next.sleepEndsAt);
}

/** One change of the TV, from the room queue or from its own keys; its replies tell every remote in the room. */
export function runTvCommand<C extends RoomTvCommandName>(cmd: C, data: Partial<RoomTvCommandData[C]>): void {
  const tvId = ownTvId();
  const asked = cmd === 'channel' ? (data as Partial<RoomTvCommandData['channel']>).channelId : undefined;
  if (asked !== undefined && !channelIds().includes(String(asked)) && useContentStore.getState().channels.some((c) => String(c.id) === String(asked))) {
    log('warn', `tv: channel ${String(asked)} refused, the parental lock is on`);
  }
  const { model, replies } = answerTvCommand(useTvStore.getState().model, tvId, cmd, data, Date.now(), channelIds());
  commit(model, cmd === 'channel' ? (data as Partial<RoomTvCommandData['channel']>).radio : undefined);
  tell(replies);
}

/** A command on the room queue: for this TV, or for every TV (get_channels without tvId). */
export function onRoomCommand<C extends RoomTvCommandName>(cmd: C, data: Partial<RoomTvCommandData[C]>): void {
  const target = (data as { tvId?: unknown }).tvId;
  if (target !== undefined && target !== ownTvId()) return;
  runTvCommand(cmd, data);
}

export const tv = {
  tune(channelId: number | string): void {
    runTvCommand('channel', { tvId: ownTvId(), channelId: String(channelId) });
  },
  zap(step: 1 | -1): void {
    const current = Number(useTvStore.getState().model.channelId);
    const next = neighbourChannel(watchableChannelsNow(useContentStore.getState().channels), Number.isFinite(current) ? current : undefined, step);
    if (next) this.tune(next.id);
  },
  tuneNumber(number: number): boolean {
    const channel = channelOfNumber(watchableChannelsNow(useContentStore.getState().channels), number);
    if (channel) this.tune(channel.id);
    return channel !== undefined;
  },
  volume(by: number): void {
    runTvCommand('channel', { tvId: ownTvId(), vol: useTvStore.getState().model.vol + by, ...(by > 0 ? { mute: false } : {}) });
  },
  toggleMute(): void {
    runTvCommand('channel', { tvId: ownTvId(), mute: !useTvStore.getState().model.mute });
  },
  sleep(minutes: number): void {
    runTvCommand('sleep_timer', { tvId: ownTvId(), minutes });
  },
  power(on?: boolean): void {
    runTvCommand('power', { tvId: ownTvId(), ...(on === undefined ? {} : { power: on }) });
  },
  /** A channel list that no longer has the remembered channel starts on its first. */
  ensureChannel(): void {
    const ids = channelIds();
    const { model } = useTvStore.getState();
    if (ids.length > 0 && !ids.includes(model.channelId)) useTvStore.setState({ model: { ...model, channelId: ids[0] ?? '' } });
  },
};
