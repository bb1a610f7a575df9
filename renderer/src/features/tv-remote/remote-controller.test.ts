import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemoteController, type RemoteDeps } from './remote-controller';
import { resetRemote, toggleFavourite, useRemoteStore } from './remote-store';

type Sent = [target: string, cmd: string, data: unknown];

function setup(overrides: Partial<RemoteDeps> = {}) {
  const sent: Sent[] = [];
  const calls = { powerSent: [] as string[][], wake: [] as string[][], loaderShown: 0, loaderHidden: 0, sleepList: 0, unavailable: 0 };
  let tvId = '0';
  const deps: RemoteDeps = {
    publish: async (target, cmd, data) => {
      sent.push([target, cmd, data]);
      return true;
    },
    hotelId: () => 204,
    tvId: () => tvId,
    powerSent: (indexes) => calls.powerSent.push(indexes),
    wake: (indexes) => calls.wake.push(indexes),
    showLoader: () => {
      calls.loaderShown++;
      return () => calls.loaderHidden++;
    },
    openSleepTimerList: () => calls.sleepList++,
    tvUnavailable: () => calls.unavailable++,
    ...overrides,
  };
  const remote = createRemoteController(deps);
  return { remote, sent, calls, useTv: (id: string) => (tvId = id) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetRemote();
});
afterEach(() => vi.useRealTimers());

describe('the TV remote: channels and the demo hotel', () => {
  it('sends channel-set commands to the room TVs and re-reads the TV state 500 ms later', () => {
    const { remote, sent } = setup();
    expect(remote.selectChannel(3)).toBe('sent');
    expect(sent).toEqual([['roomT', 'channel', { tvId: '0', channelId: '3' }]]);
    vi.advanceTimersByTime(499);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]).toEqual(['roomT', 'get_channels', { tvId: '0' }]);
  });

  it('in the demo hotel 137 sends no channel-set command and says so', () => {
    const { remote, sent } = setup({ hotelId: () => 137 });
    expect(remote.selectChannel(3)).toBe('demo-hotel');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    remote.setVolume(30);
    expect(sent[0]).toEqual(['roomT', 'channel', { tvId: '0', vol: 30 }]);
  });

  it('toggles favourites', () => {
    toggleFavourite(4);
    toggleFavourite(2);
    toggleFavourite(4);
    expect(useRemoteStore.getState().favouriteChannelsId).toEqual([2]);
  });
});

describe('the TV remote: volume and mute', () => {
  it('clamps the volume to 0..100', () => {
    const { remote, sent } = setup();
    remote.setVolume(140);
    remote.setVolume(-3);
    remote.stepVolume(5);
    expect(sent.map(([, , data]) => (data as { vol: number }).vol)).toEqual([100, 0, 5]);
    expect(useRemoteStore.getState().vol).toBe(5);
  });

  it('toggles mute and takes the TV state a reply brings', () => {
    const { remote, sent } = setup();
    remote.toggleMute();
    expect(sent[0]).toEqual(['roomT', 'channel', { tvId: '0', mute: true }]);
    remote.onSetChannels({ tvId: '0', channelId: '2', vol: 250, mute: false, power: true });
    expect(useRemoteStore.getState()).toMatchObject({ channelId: '2', vol: 100, mute: false, on: true });
    remote.onSetChannels({ tvId: '1', channelId: '4', vol: 10, mute: true, power: false });
    expect(useRemoteStore.getState().channelId).toBe('2');
    expect(Object.keys(useRemoteStore.getState().tvs)).toEqual(['0', '1']);
  });
});

describe('the TV remote: power (part 2 §4)', () => {
  it('sends power, and after 1 s wakes the remembered TV indexes', () => {
    const { remote, sent, calls } = setup();
    expect(remote.pressPower()).toBe(true);
    expect(sent[0]).toEqual(['roomT', 'power', { tvId: '0' }]);
    expect(calls.powerSent).toEqual([['0']]);
    expect(useRemoteStore.getState().power).toEqual({ timer: true, tvIndexes: ['0'] });
    vi.advanceTimersByTime(999);
    expect(calls.wake).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.wake).toEqual([['0']]);
    expect(useRemoteStore.getState().power.timer).toBe(false);
  });

  it('ignores a press while the power timer runs', () => {
    const { remote, sent } = setup();
    remote.pressPower();
    vi.advanceTimersByTime(600);
    expect(remote.pressPower()).toBe(false);
    expect(sent.filter(([, cmd]) => cmd === 'power')).toHaveLength(1);
    vi.advanceTimersByTime(400);
    expect(remote.pressPower()).toBe(true);
  });

  it("forgets a TV index once its power_switch reply came, so it is not woken", () => {
    const { remote, calls, useTv } = setup();
    remote.pressPower();
    vi.advanceTimersByTime(1000);
    useTv('1');
    remote.pressPower();
    expect(useRemoteStore.getState().power.tvIndexes).toEqual(['0', '1']);
    remote.onPowerSwitch({ tvIndex: '0', power: false });
    expect(useRemoteStore.getState().power.tvIndexes).toEqual(['1']);
    vi.advanceTimersByTime(1000);
    expect(calls.wake.at(-1)).toEqual(['1']);
    remote.onPowerSwitch({ tvIndex: '1', power: true });
    expect(useRemoteStore.getState()).toMatchObject({ on: true, power: { tvIndexes: [] } });
  });
});

describe('the TV remote: sleep timer (part 2 §4)', () => {
  it('asks the TV with a loader; the reply stores the data and opens the list', () => {
    const { remote, sent, calls } = setup();
    remote.requestSleepTimer();
    expect(sent[0]).toEqual(['roomT', 'get_sleep_timer', { tvId: '0' }]);
    expect(calls.loaderShown).toBe(1);
    vi.advanceTimersByTime(2000);
    remote.onSleepTimerData({ tvId: '0', minutes: 60, endsAt: 123 });
    expect(calls.loaderHidden).toBe(1);
    expect(calls.sleepList).toBe(1);
    expect(useRemoteStore.getState().sleepTimer).toEqual({ data: { tvId: '0', minutes: 60, endsAt: 123 }, responseTimer: false, hasHandler: true });
    vi.advanceTimersByTime(5000);
    expect(calls.unavailable).toBe(0);
  });

  it("closes the loader and says 'tv_is_unavailable' when no reply came within 3 s", () => {
    const { remote, calls } = setup();
    remote.requestSleepTimer();
    vi.advanceTimersByTime(2999);
    expect([calls.loaderHidden, calls.unavailable]).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect([calls.loaderHidden, calls.unavailable]).toEqual([1, 1]);
    remote.onSleepTimerData({ tvId: '0', minutes: 30 });
    expect(calls.sleepList).toBe(0);
    expect(useRemoteStore.getState().sleepTimer.data?.minutes).toBe(30);
  });

  it('sets the timer on the chosen TV', () => {
    const { remote, sent } = setup();
    remote.setSleepTimer(90);
    expect(sent[0]).toEqual(['roomT', 'sleep_timer', { tvId: '0', minutes: 90 }]);
  });
});
