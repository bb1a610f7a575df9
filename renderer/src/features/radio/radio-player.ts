import type { RadioStation } from '@common/api';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { streamRadioToRoom } from '@renderer/features/tv-remote';
import { mediaUrl } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { useRadioStore } from './radio-store';
import { stationName } from './station-name';

let audio: HTMLAudioElement | null = null;
let bound = false;

const stationOf = (id: string | null): RadioStation | undefined =>
  id ? useContentStore.getState().radio.find((s) => s.stationId === id) : undefined;

const local = () => !useRadioStore.getState().streaming;

/** One audio element for the whole app: the radio keeps playing while the guest reads other screens. */
function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = 'none';
  audio.loop = true;
  const { dispatch } = useRadioStore.getState();
  audio.addEventListener('waiting', () => local() && dispatch({ type: 'loading' }));
  audio.addEventListener('playing', () => local() && dispatch({ type: 'playing' }));
  audio.addEventListener('pause', () => local() && dispatch({ type: 'paused' }));
  audio.addEventListener('error', () => {
    if (local() && audio?.getAttribute('src')) dispatch({ type: 'failed' });
  });
  return audio;
}

/** Lock-screen and notification controls on phones (Media Session API), where the browser has it. */
function mediaSession(station: RadioStation | undefined, state: string): void {
  if (!('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  if (!station) {
    session.metadata = null;
    session.playbackState = 'none';
    return;
  }
  const artist = useHotelStore.getState().config?.meta?.title ?? '';
  session.metadata = new MediaMetadata({ title: stationName(station, useLanguageStore.getState().language), artist });
  session.playbackState = state === 'play' ? 'playing' : state === 'pause' ? 'paused' : 'none';
  const select = () => useRadioStore.getState().dispatch({ type: 'select', stationId: station.stationId });
  session.setActionHandler('play', select);
  session.setActionHandler('pause', select);
  session.setActionHandler('stop', () => useRadioStore.getState().dispatch({ type: 'stop' }));
}

const toRoom = (station: RadioStation | undefined) =>
  streamRadioToRoom(
    station ? { stationId: station.stationId, src: mediaUrl(station.src, useContentStore.getState().uid) ?? station.src, name: stationName(station, useLanguageStore.getState().language) } : null,
  ).catch((error: unknown) => log('warn', 'radio not sent to the room', error));

const sounding = (state: { state: string; track: string | null }) => (state.state === 'loading' || state.state === 'play' ? state.track : null);

function playHere(player: HTMLAudioElement, station: RadioStation | undefined, state: string): void {
  if (!station) {
    player.pause();
    player.removeAttribute('src');
    player.load();
    return;
  }
  if (state === 'pause') return void player.pause();
  if (state !== 'loading') return;
  const src = mediaUrl(station.src, useContentStore.getState().uid) ?? station.src;
  if (player.getAttribute('src') !== src) player.src = src;
  player.play().catch((error: unknown) => {
    if ((error as DOMException)?.name !== 'AbortError') useRadioStore.getState().dispatch({ type: 'failed' });
  });
}

/**
 * Keeps the audio element in step with the radio's state; while streaming to the room the station plays on the
 * room's TV instead (part 2 §4), and what the guest chooses here is sent there.
 */
export function bindRadioPlayer(): void {
  if (bound) return;
  bound = true;
  useRadioStore.subscribe((state, before) => {
    const player = element();
    player.volume = state.volume;
    const station = stationOf(state.track);
    if (state.streaming) {
      if (!before.streaming) player.pause();
      const wanted = sounding(state);
      if (wanted !== (before.streaming ? sounding(before) : null)) {
        void toRoom(stationOf(wanted)).then(() => {
          if (wanted) useRadioStore.getState().dispatch({ type: 'playing' });
        });
      }
    } else if (before.streaming) {
      void toRoom(undefined);
      playHere(player, station, state.state === 'play' ? 'loading' : state.state);
    } else if (state.track !== before.track || state.state !== before.state) {
      playHere(player, station, state.state);
    }
    if (state.track !== before.track || state.state !== before.state) mediaSession(station, state.state);
  });
}
