import { RADIO_VOLUME_STEP } from '@common/spec';
import { clampRadioVolume, stepRadioVolume } from '@common/tv/volume';

/** Part 2 §4 audio states, and no track at all. */
export type PlayState = 'idle' | 'loading' | 'play' | 'pause' | 'error';

export interface RadioPlayback {
  track: string | null;
  state: PlayState;
  volume: number;
  /** The volume before mute, given back on unmute. */
  lastVolume: number;
  muted: boolean;
}

export type RadioEvent =
  | { type: 'select'; stationId: string }
  | { type: 'stop' }
  | { type: 'loading' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'failed' }
  | { type: 'volume'; steps: number }
  | { type: 'setVolume'; volume: number }
  | { type: 'mute' };

export const initialPlayback: RadioPlayback = { track: null, state: 'idle', volume: 1, lastVolume: 1, muted: false };

/**
 * Part 2 §4 radio: selecting the playing track pauses it (and a paused one plays again); another track loads; stop
 * clears the track; volume moves in steps of 0.1 within 0..1; mute remembers the last volume.
 */
export function radioReducer(current: RadioPlayback, event: RadioEvent): RadioPlayback {
  switch (event.type) {
    case 'select':
      if (current.track === event.stationId && current.state === 'play') return { ...current, state: 'pause' };
      if (current.track === event.stationId && current.state === 'pause') return { ...current, state: 'loading' };
      return { ...current, track: event.stationId, state: 'loading' };
    case 'stop':
      return { ...current, track: null, state: 'idle' };
    case 'loading':
      return current.track ? { ...current, state: 'loading' } : current;
    case 'playing':
      return current.track ? { ...current, state: 'play' } : current;
    case 'paused':
      return current.track && current.state !== 'error' ? { ...current, state: 'pause' } : current;
    case 'failed':
      return current.track ? { ...current, state: 'error' } : current;
    case 'volume': {
      const base = current.muted ? current.lastVolume : current.volume;
      const volume = stepRadioVolume(base, event.steps);
      return { ...current, volume, lastVolume: volume, muted: false };
    }
    case 'setVolume': {
      const volume = clampRadioVolume(event.volume);
      return { ...current, volume, lastVolume: volume, muted: false };
    }
    case 'mute':
      return current.muted
        ? { ...current, muted: false, volume: current.lastVolume }
        : { ...current, muted: true, lastVolume: current.volume, volume: 0 };
    default:
      return current;
  }
}

export const VOLUME_STEP = RADIO_VOLUME_STEP;
