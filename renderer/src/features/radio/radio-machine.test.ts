import { describe, expect, it } from 'vitest';
import { initialPlayback, radioReducer, type RadioEvent, type RadioPlayback } from './radio-machine';

const run = (events: RadioEvent[], from: RadioPlayback = initialPlayback) => events.reduce(radioReducer, from);

describe('the radio player (part 2 §4)', () => {
  it('loads a station, then plays it', () => {
    const loading = run([{ type: 'select', stationId: 'jazz' }]);
    expect(loading).toMatchObject({ track: 'jazz', state: 'loading' });
    expect(radioReducer(loading, { type: 'playing' }).state).toBe('play');
  });

  it('pauses when the playing station is chosen again, and plays it again after', () => {
    const playing = run([{ type: 'select', stationId: 'jazz' }, { type: 'playing' }]);
    const paused = radioReducer(playing, { type: 'select', stationId: 'jazz' });
    expect(paused).toMatchObject({ track: 'jazz', state: 'pause' });
    expect(radioReducer(paused, { type: 'select', stationId: 'jazz' }).state).toBe('loading');
  });

  it('switches to another station', () => {
    const playing = run([{ type: 'select', stationId: 'jazz' }, { type: 'playing' }]);
    expect(radioReducer(playing, { type: 'select', stationId: 'news' })).toMatchObject({ track: 'news', state: 'loading' });
  });

  it('goes to error when the stream fails, and stop clears the track', () => {
    const failed = run([{ type: 'select', stationId: 'jazz' }, { type: 'failed' }]);
    expect(failed.state).toBe('error');
    expect(radioReducer(failed, { type: 'paused' }).state).toBe('error');
    expect(radioReducer(failed, { type: 'stop' })).toMatchObject({ track: null, state: 'idle' });
    expect(radioReducer(radioReducer(failed, { type: 'stop' }), { type: 'playing' }).state).toBe('idle');
  });

  it('moves the volume in steps of 0.1 within 0..1', () => {
    const down3 = run([{ type: 'volume', steps: -3 }]);
    expect(down3.volume).toBe(0.7);
    expect(run([{ type: 'volume', steps: -20 }]).volume).toBe(0);
    expect(run([{ type: 'volume', steps: 5 }]).volume).toBe(1);
    let volume = { ...initialPlayback, volume: 0, lastVolume: 0 };
    for (let i = 0; i < 3; i++) volume = radioReducer(volume, { type: 'volume', steps: 1 });
    expect(volume.volume).toBe(0.3);
  });

  it('mutes and gives back the last volume', () => {
    const muted = run([{ type: 'volume', steps: -4 }, { type: 'mute' }]);
    expect(muted).toMatchObject({ muted: true, volume: 0, lastVolume: 0.6 });
    expect(radioReducer(muted, { type: 'mute' })).toMatchObject({ muted: false, volume: 0.6 });
    expect(radioReducer(muted, { type: 'volume', steps: 1 })).toMatchObject({ muted: false, volume: 0.7 });
  });
});
