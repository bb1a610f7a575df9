import { log } from '@renderer/lib/log';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface AttachedStream {
  detach(): void;
}

const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Plays an HLS stream in `video`: hls.js (its light build, loaded only in TV mode and only here) wherever Media Source
 * Extensions exist; the browser's own HLS only where hls.js cannot run. A fatal network or media error is retried
 * once the way hls.js recommends; anything else ends the stream and reports it.
 */
export async function attachStream(video: HTMLVideoElement, src: string, onFatal: (reason: string) => void): Promise<AttachedStream> {
  if (hasMediaSource()) {
    const { default: Hls } = await import('hls.js/light');
    if (Hls.isSupported()) {
      const hls = new Hls({ maxBufferLength: 8, backBufferLength: 4, maxMaxBufferLength: 16, startFragPrefetch: true });
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (!recovered && data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
        else if (!recovered && data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        else {
          hls.destroy();
          onFatal(data.details);
        }
        recovered = true;
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      return { detach: () => hls.destroy() };
    }
  }
  if (video.canPlayType(HLS_TYPE)) {
    video.src = src;
    return {
      detach() {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  log('warn', 'tv: this browser plays no HLS');
  onFatal('unsupported');
  return { detach: () => undefined };
}
