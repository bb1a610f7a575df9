import { describe, expect, it } from 'vitest';
import { answerTvCommand, expireSleepTimer, type TvModel } from './tv-model';

const TV: TvModel = { channelId: '1', vol: 20, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null };
const NOW = 1_800_000_000_000;
const CHANNELS = ['1', '2', '3'];

describe('a room TV answering the room queue', () => {
  it('answers get_channels with its state', () => {
    expect(answerTvCommand(TV, '0', 'get_channels', {}, NOW, CHANNELS).replies).toEqual([
      { cmd: 'set_channels', data: { tvId: '0', channelId: '1', vol: 20, mute: false, power: true, radio: null } },
    ]);
  });

  it('changes channel, clamps volume and mutes; an unknown channel is not taken', () => {
    let { model } = answerTvCommand(TV, '0', 'channel', { channelId: '3', vol: 180, mute: true }, NOW, CHANNELS);
    expect(model).toMatchObject({ channelId: '3', vol: 100, mute: true });
    ({ model } = answerTvCommand(model, '0', 'channel', { channelId: '99' }, NOW, CHANNELS));
    expect(model.channelId).toBe('3');
  });

  it('toggles power, or sets it, and says so with power_switch', () => {
    const off = answerTvCommand(TV, '1', 'power', {}, NOW, CHANNELS);
    expect(off.replies[0]).toEqual({ cmd: 'power_switch', data: { tvIndex: '1', power: false } });
    expect(answerTvCommand(off.model, '1', 'power', {}, NOW, CHANNELS).model.power).toBe(true);
    expect(answerTvCommand(off.model, '1', 'power', { power: false }, NOW, CHANNELS).model.power).toBe(false);
  });

  it('sets the sleep timer to one of the options and goes to standby when it ends', () => {
    const { model, replies } = answerTvCommand(TV, '0', 'sleep_timer', { minutes: 30 }, NOW, CHANNELS);
    expect(replies).toEqual([{ cmd: 'sleep_timer_data', data: { tvId: '0', minutes: 30, endsAt: NOW + 30 * 60_000 } }]);
    expect(expireSleepTimer(model, NOW + 30 * 60_000 - 1).power).toBe(true);
    expect(expireSleepTimer(model, NOW + 30 * 60_000)).toMatchObject({ power: false, sleepMinutes: 0, sleepEndsAt: null });
    expect(answerTvCommand(model, '0', 'sleep_timer', { minutes: 45 }, NOW, CHANNELS).model.sleepMinutes).toBe(30);
    expect(answerTvCommand(model, '0', 'sleep_timer', { minutes: 0 }, NOW, CHANNELS).model).toMatchObject({ sleepMinutes: 0, sleepEndsAt: null });
  });

  it('plays a station streamed to the room until a channel is chosen or the stream ends', () => {
    const radio = { stationId: 'jazz', src: '/r.mp3', name: 'Jazz' };
    const { model } = answerTvCommand(TV, '0', 'channel', { radio }, NOW, CHANNELS);
    expect(model.radio).toBe('jazz');
    expect(answerTvCommand(model, '0', 'channel', { channelId: '2' }, NOW, CHANNELS).model.radio).toBeNull();
    expect(answerTvCommand(model, '0', 'channel', { radio: null }, NOW, CHANNELS).model.radio).toBeNull();
  });
});
