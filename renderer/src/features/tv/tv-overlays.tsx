import { nowAndNext, progressOf } from '@common/tv/guide';
import { useContentStore } from '@renderer/features/content';
import { useClockStore } from '@renderer/features/idle';
import { useT } from '@renderer/lib/i18n';
import { SpeakerIcon } from '@renderer/lib/icons/media-icons';
import { formatClock } from './format-time';
import { TvClock } from './tv-clock';
import { useTvStore } from './tv-store';
import { useUntil } from './use-until';

/** Channel number and name, what is on now and next from the guide: after a change, or on OK. */
export function InfoBanner() {
  const t = useT();
  const until = useTvStore((s) => s.bannerUntil);
  const panel = useTvStore((s) => s.panel);
  const channelId = useTvStore((s) => s.model.channelId);
  const radio = useTvStore((s) => s.radioSource);
  const channel = useContentStore((s) => s.channels.find((c) => String(c.id) === channelId));
  const programmes = useContentStore((s) => s.epg[channelId]);
  const shown = useUntil(until);
  const visible = (shown && panel === null) || panel === 'menu';
  const now = useClockStore((s) => s.now);
  if (!visible || !channel || radio) return null;
  const { now: current, next } = nowAndNext(programmes, now);
  return (
    <div className="tv-banner" role="status" data-testid="tv-banner">
      <p className="tv-banner-channel">
        <span className="tv-banner-number">{channel.index}</span>
        <span data-testid="tv-channel-name">{channel.name}</span>
      </p>
      <TvClock className="tv-banner-clock" />
      {current ? (
        <div className="tv-banner-now">
          <span className="tv-banner-time">
            {formatClock(current.startTimestamp)}–{formatClock(current.stopTimestamp)}
          </span>
          <span>{current.title}</span>
          <progress max={1} value={progressOf(current, now)} aria-label={t('tv.progress')} />
        </div>
      ) : null}
      {next ? (
        <p className="tv-banner-next">
          {t('tv.next')} <span className="tv-banner-time">{formatClock(next.startTimestamp)}</span> {next.title}
        </p>
      ) : (
        !current && <p className="tv-banner-next">{t('tv.noGuide')}</p>
      )}
    </div>
  );
}

/** Volume 0..100 and mute, shown for a moment after each change. */
export function VolumeOverlay() {
  const t = useT();
  const until = useTvStore((s) => s.volumeUntil);
  const { vol, mute } = useTvStore((s) => s.model);
  if (!useUntil(until)) return null;
  return (
    <div className="tv-volume" role="status" data-testid="tv-volume" data-muted={mute}>
      <span className="tv-volume-icon" aria-hidden="true">
        <SpeakerIcon muted={mute} />
      </span>
      {mute ? (
        <span data-testid="tv-muted">{t('tv.muted')}</span>
      ) : (
        <>
          <meter min={0} max={100} value={vol} aria-label={t('tv.volume')} />
          <span className="tv-volume-value" data-testid="tv-volume-value">
            {vol}
          </span>
        </>
      )}
    </div>
  );
}

export function NumberEntry() {
  const t = useT();
  const digits = useTvStore((s) => s.digits);
  const missing = useTvStore((s) => s.missingNumber);
  if (!digits && !missing) return null;
  return (
    <div className="tv-number" role="status" data-testid="tv-number">
      {digits || t('tv.noSuchChannel', { number: missing })}
    </div>
  );
}

export function SleepBadge() {
  const t = useT();
  const endsAt = useTvStore((s) => s.model.sleepEndsAt);
  if (!endsAt) return null;
  return <p className="tv-sleep-badge">{t('tv.sleepAt', { time: formatClock(endsAt) })}</p>;
}
