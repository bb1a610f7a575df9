import type { CommandData, RoomRadioSource, SleepTimerData, TvStateData } from '@common/api';
import { DEMO_HOTEL_ID, TV_STATE_REREAD_MS } from '@common/spec';
import { clampTvVolume } from '@common/tv/volume';
import { createPowerTimer } from './power-timer';
import type { publish } from '@renderer/features/realtime';
import { useRemoteStore } from './remote-store';
import { createSleepTimerRequest } from './sleep-timer-request';

export interface RemoteDeps {
  publish: typeof publish;
  hotelId(): number | undefined;
  /** The TV this remote drives: the area's TVID. */
  tvId(): string;
  /** The power command went out (kiosk: the bridge wakes those TVs itself after 1 s). */
  powerSent(tvIndexes: string[]): void;
  /** 1 s after power, the TVs that did not answer (phone: `/wolByTvId`). */
  wake(tvIndexes: string[]): void;
  showLoader(): () => void;
  openSleepTimerList(): void;
  tvUnavailable(): void;
}

export type ChannelOutcome = 'sent' | 'demo-hotel';

/** Part 2 §6: the demo hotel (id 137) ignores channel-set commands from the remote. */
export const ignoresChannelSet = (hotelId: number | undefined): boolean => hotelId === DEMO_HOTEL_ID;

const stateOf = (tv: Partial<TvStateData>) => ({
  ...(tv.channelId !== undefined ? { channelId: String(tv.channelId) } : {}),
  ...(typeof tv.vol === 'number' ? { vol: clampTvVolume(tv.vol) } : {}),
  ...(typeof tv.mute === 'boolean' ? { mute: tv.mute } : {}),
  ...(typeof tv.power === 'boolean' ? { on: tv.power } : {}),
});

/** The TV remote's commands and the TV's replies, over the room queue. */
export function createRemoteController(deps: RemoteDeps) {
  const set = useRemoteStore.setState;
  let reread: ReturnType<typeof setTimeout> | null = null;

  const send = <C extends 'channel' | 'power' | 'get_channels' | 'get_sleep_timer' | 'sleep_timer'>(cmd: C, data: CommandData[C]) =>
    deps.publish('roomT', cmd, data);

  /** Part 2 §4: after a remote command the TV state is re-read 500 ms later. */
  const rereadSoon = () => {
    if (reread) clearTimeout(reread);
    reread = setTimeout(() => {
      reread = null;
      void send('get_channels', { tvId: deps.tvId() });
    }, TV_STATE_REREAD_MS);
  };

  const power = createPowerTimer({
    sendPower: (tvId) => void send('power', { tvId }),
    powerSent: deps.powerSent,
    wake: deps.wake,
    onChange: (state) => set({ power: state }),
  });

  const sleep = createSleepTimerRequest({
    ask: (tvId) => void send('get_sleep_timer', { tvId }),
    showLoader: deps.showLoader,
    store: (data) => set({ sleepTimer: { data, responseTimer: false, hasHandler: true } }),
    answered: () => deps.openSleepTimerList(),
    unavailable: () => {
      set((s) => ({ sleepTimer: { ...s.sleepTimer, responseTimer: false } }));
      deps.tvUnavailable();
    },
  });

  return {
    /** Asks every TV of the room (no tvId) or the chosen one for its state; false while no channel is open. */
    refresh(all = false): Promise<boolean> {
      return send('get_channels', all ? {} : { tvId: deps.tvId() });
    },
    selectChannel(channelId: number): ChannelOutcome {
      if (ignoresChannelSet(deps.hotelId())) return 'demo-hotel';
      set({ channelId: String(channelId) });
      void send('channel', { tvId: deps.tvId(), channelId: String(channelId) });
      rereadSoon();
      return 'sent';
    },
    setVolume(vol: number): void {
      const clamped = clampTvVolume(vol);
      set({ vol: clamped });
      void send('channel', { tvId: deps.tvId(), vol: clamped });
      rereadSoon();
    },
    stepVolume(by: number): void {
      this.setVolume(useRemoteStore.getState().vol + by);
    },
    toggleMute(): void {
      const mute = !useRemoteStore.getState().mute;
      set({ mute });
      void send('channel', { tvId: deps.tvId(), mute });
      rereadSoon();
    },
    /** Answers false when the press is ignored (the power timer runs). */
    pressPower(): boolean {
      const sent = power.press(deps.tvId());
      if (sent) rereadSoon();
      return sent;
    },
    requestSleepTimer(): void {
      set((s) => ({ sleepTimer: { ...s.sleepTimer, responseTimer: true } }));
      sleep.request(deps.tvId());
    },
    setSleepTimer(minutes: number): void {
      void send('sleep_timer', { tvId: deps.tvId(), minutes });
    },
    /** Radio streamed to the room: the station plays on the TV; null ends it. */
    streamRadio(radio: RoomRadioSource | null): Promise<boolean> {
      return send('channel', { tvId: deps.tvId(), radio });
    },

    onSetChannels(data: Partial<TvStateData>): void {
      if (typeof data.tvId !== 'string') return;
      const tvId = data.tvId;
      set((s) => ({
        tvs: {
          ...s.tvs,
          [tvId]: {
            tvId,
            channelId: String(data.channelId ?? s.tvs[tvId]?.channelId ?? ''),
            vol: clampTvVolume(data.vol ?? s.tvs[tvId]?.vol ?? 0),
            mute: data.mute ?? s.tvs[tvId]?.mute ?? false,
            power: data.power ?? s.tvs[tvId]?.power ?? true,
            radio: data.radio ?? null,
          },
        },
        ...(tvId === deps.tvId() ? stateOf(data) : {}),
      }));
    },
    onSetChannel(data: Partial<CommandData['set_channel']>): void {
      if (data.tvId === deps.tvId() && data.channelId !== undefined) set({ channelId: String(data.channelId) });
    },
    onPowerSwitch(data: Partial<CommandData['power_switch']>): void {
      if (typeof data.tvIndex !== 'string') return;
      power.switched(data.tvIndex);
      if (data.tvIndex === deps.tvId() && typeof data.power === 'boolean') set({ on: data.power });
    },
    onSleepTimerData(data: Partial<SleepTimerData>): void {
      if (data.tvId !== deps.tvId() || typeof data.minutes !== 'number') return;
      sleep.reply({ tvId: data.tvId, minutes: data.minutes, ...(data.endsAt ? { endsAt: data.endsAt } : {}) });
    },
    dispose(): void {
      if (reread) clearTimeout(reread);
      power.reset();
      sleep.cancel();
    },
  };
}

export type RemoteController = ReturnType<typeof createRemoteController>;
