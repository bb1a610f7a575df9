import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContentStore } from '@renderer/features/content';
import { usePincodeStore } from '@renderer/features/pincode';
import { useAreaStore } from '@renderer/features/room';
import { clearLog, logEntries } from '@renderer/lib/log';

const published: [string, string, unknown][] = [];
vi.mock('@renderer/features/realtime', () => ({
  publish: async (target: string, cmd: string, data: unknown) => {
    published.push([target, cmd, data]);
    return true;
  },
  registerCommand: () => () => undefined,
}));

const { onRoomCommand, tv } = await import('./tv-control');
const { useTvStore } = await import('./tv-store');

const channel = (id: number, index: number, category = 'news') => ({ id, index, name: `C${id}`, category, language: 'en', src: `/c${id}.m3u8` });

beforeEach(() => {
  vi.useFakeTimers();
  published.length = 0;
  useContentStore.getState().setMedia({ channels: [channel(1, 1), channel(2, 2), channel(5, 3)] });
  useAreaStore.getState().setArea({ TVID: '0', title: '' });
  usePincodeStore.setState({ value: '' });
  clearLog();
  useTvStore.setState({ model: { channelId: '1', vol: 20, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null }, watching: true });
});
afterEach(() => vi.useRealTimers());

describe('the TV-mode screen on the room queue', () => {
  it('answers commands for its own TV and ignores those for another', () => {
    onRoomCommand('channel', { tvId: '1', channelId: '2' });
    expect(published).toEqual([]);
    onRoomCommand('channel', { tvId: '0', channelId: '2' });
    expect(useTvStore.getState().model.channelId).toBe('2');
    expect(published).toEqual([['roomR', 'set_channels', { tvId: '0', channelId: '2', vol: 20, mute: false, power: true, radio: null }]]);
  });

  it('answers get_channels without a TV id, as every TV of the room does', () => {
    onRoomCommand('get_channels', {});
    expect(published[0]?.[1]).toBe('set_channels');
  });

  it('tells the room what its own keys did: zapping wraps, volume stays within 0..100', async () => {
    tv.zap(-1);
    expect(useTvStore.getState().model.channelId).toBe('5');
    for (let i = 0; i < 30; i++) tv.volume(5);
    expect(useTvStore.getState().model.vol).toBe(100);
    expect(published.at(-1)).toEqual(['roomR', 'set_channels', expect.objectContaining({ vol: 100 })]);
    expect(tv.tuneNumber(2)).toBe(true);
    expect(tv.tuneNumber(9)).toBe(false);
    expect(useTvStore.getState().model.channelId).toBe('2');
  });

  it('goes to standby when the sleep timer ends, and says so', () => {
    onRoomCommand('sleep_timer', { tvId: '0', minutes: 30 });
    expect(published.at(-1)).toEqual(['roomR', 'sleep_timer_data', expect.objectContaining({ minutes: 30 })]);
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(useTvStore.getState().model.power).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useTvStore.getState()).toMatchObject({ model: { power: false, sleepMinutes: 0 }, watching: false });
    expect(published.slice(-2).map(([, cmd, data]) => [cmd, (data as { power?: boolean }).power])).toEqual([
      ['power_switch', false],
      ['set_channels', false],
    ]);
  });

  it('switches off a running sleep timer with 0', () => {
    onRoomCommand('sleep_timer', { tvId: '0', minutes: 60 });
    onRoomCommand('sleep_timer', { tvId: '0', minutes: 0 });
    vi.advanceTimersByTime(2 * 60 * 60_000);
    expect(useTvStore.getState().model.power).toBe(true);
  });

  it('with the parental lock on, an adult channel is skipped by the keys and refused from the room queue, and logged', () => {
    useContentStore.getState().setMedia({ channels: [channel(1, 1), channel(7, 2, 'movies,adult'), channel(5, 3)] });
    usePincodeStore.setState({ value: '1234' });
    tv.zap(1);
    expect(useTvStore.getState().model.channelId).toBe('5');
    expect(tv.tuneNumber(2)).toBe(false);
    onRoomCommand('channel', { tvId: '0', channelId: '7' });
    expect(useTvStore.getState().model.channelId).toBe('5');
    expect(published.at(-1)).toEqual(['roomR', 'set_channels', expect.objectContaining({ channelId: '5' })]);
    expect(logEntries().map((entry) => entry.message)).toContain('tv: channel 7 refused, the parental lock is on');

    usePincodeStore.setState({ value: '' });
    onRoomCommand('channel', { tvId: '0', channelId: '7' });
    expect(useTvStore.getState().model.channelId).toBe('7');
  });
});
