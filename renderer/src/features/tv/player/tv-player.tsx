import { useEffect, useRef, useState } from 'react';
import { useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useTvStore } from '../tv-store';
import { attachStream, type AttachedStream } from './attach-stream';
import { useTileRect } from './use-tile-rect';

export type PlayerPlace = 'full' | 'tile' | 'hidden';

/** Sound needs a user gesture in most browsers: until the first key press the picture plays muted. */
function play(element: HTMLMediaElement, onBlocked: () => void): void {
  element.play().catch((error: unknown) => {
    if ((error as DOMException)?.name !== 'NotAllowedError') return;
    onBlocked();
    element.muted = true;
    void element.play().catch(() => undefined);
  });
}

/** The one picture of the set-top: full screen while watching, in the home screen's tile, or stopped. */
export function TvPlayer({ place }: { place: PlayerPlace }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const uid = useContentStore((s) => s.uid);
  const { channelId, vol, mute, power } = useTvStore((s) => s.model);
  const radio = useTvStore((s) => s.radioSource);
  const channel = useWatchableChannels(useContentStore((s) => s.channels)).find((c) => String(c.id) === channelId);
  const [failed, setFailed] = useState<string | null>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const playing = power && place !== 'hidden';
  const src = channel ? mediaUrl(channel.src, uid) : undefined;
  const tileStyle = useTileRect(place === 'tile');

  useEffect(() => {
    const element = video.current;
    if (!element || !playing || radio || !src) return;
    setFailed(null);
    let stream: AttachedStream | null = null;
    let cancelled = false;
    void attachStream(element, src, (reason) => {
      log('warn', `tv: channel ${channelId} failed: ${reason}`);
      setFailed(reason);
    }).then((attached) => {
      if (cancelled) return attached.detach();
      stream = attached;
      play(element, () => setSoundBlocked(true));
    });
    return () => {
      cancelled = true;
      stream?.detach();
    };
  }, [playing, radio, src, channelId]);

  useEffect(() => {
    for (const element of [video.current, audio.current]) {
      if (!element) continue;
      element.volume = vol / 100;
      element.muted = mute || soundBlocked;
    }
  }, [vol, mute, soundBlocked, radio]);

  useEffect(() => {
    if (!soundBlocked) return;
    const unblock = () => {
      setSoundBlocked(false);
      for (const element of [video.current, audio.current]) if (element && !element.paused) element.muted = useTvStore.getState().model.mute;
    };
    window.addEventListener('keydown', unblock, { once: true, capture: true });
    window.addEventListener('pointerdown', unblock, { once: true, capture: true });
    return () => {
      window.removeEventListener('keydown', unblock, { capture: true });
      window.removeEventListener('pointerdown', unblock, { capture: true });
    };
  }, [soundBlocked]);

  useEffect(() => {
    const element = audio.current;
    if (!element || !radio) return;
    if (playing) play(element, () => setSoundBlocked(true));
    else element.pause();
  }, [playing, radio]);

  return (
    <div
      className={`tv-player tv-player--${place}`}
      style={tileStyle}
      data-testid="tv-player"
      data-channel={channelId}
      aria-hidden={place !== 'full'}
    >
      <video ref={video} className="tv-video" data-testid="tv-video" loop playsInline autoPlay hidden={Boolean(radio)} />
      {radio ? (
        <div className="tv-radio" data-testid="tv-radio">
          <audio ref={audio} src={mediaUrl(radio.src, uid)} loop autoPlay />
          <p className="tv-radio-label">{t('tv.radioPlaying')}</p>
          <p className="tv-radio-name">{radio.name}</p>
        </div>
      ) : null}
      {failed ? <p className="tv-player-error" role="status">{t('tv.channelUnavailable')}</p> : null}
      {soundBlocked && place !== 'hidden' ? <p className="tv-sound-hint">{t('tv.pressForSound')}</p> : null}
    </div>
  );
}
