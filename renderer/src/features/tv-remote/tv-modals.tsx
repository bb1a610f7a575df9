import { useEffect } from 'react';
import { SLEEP_TIMER_OPTIONS_MIN } from '@common/spec';
import { guideWindow } from '@common/tv/guide';
import { loadMediaLists, useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { useT } from '@renderer/lib/i18n';
import { formatClock } from './format-clock';
import { pickChannel } from './pick-channel';
import { remote } from './remote';
import { useRemoteStore } from './remote-store';
import { ChannelList } from './channel-list';
import { useNow } from './use-now';
import './tv-remote.css';

export function SleepTimerOptions({ onClose }: { onClose: () => void }) {
  const t = useT();
  const data = useRemoteStore((s) => s.sleepTimer.data);
  return (
    <div className="sleep-timer-options">
      {data?.endsAt ? <p className="muted">{t('tvRemote.sleepEndsAt', { time: formatClock(data.endsAt) })}</p> : null}
      <ul className="option-list">
        {SLEEP_TIMER_OPTIONS_MIN.map((minutes) => (
          <li key={minutes}>
            <button
              type="button"
              aria-pressed={(data?.minutes ?? 0) === minutes}
              onClick={() => {
                remote.setSleepTimer(minutes);
                onClose();
              }}
            >
              {minutes === 0 ? t('tvRemote.sleepOff') : t('tvRemote.sleepMinutes', { count: minutes })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `modalType=listItems`: `modalId=sleepTimer` (off, 30 ... 180 min) or `tvItems` (the channels). */
export function TvListModal({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const channelId = useRemoteStore((s) => s.channelId);
  useEffect(() => void loadMediaLists(), []);
  if (id === 'sleepTimer') return <SleepTimerOptions onClose={onClose} />;
  if (id === 'tvItems') {
    return (
      <ChannelList
        currentId={channelId}
        onPick={(channel) => {
          pickChannel(channel);
          onClose();
        }}
      />
    );
  }
  return <p className="empty-state">{t('tvRemote.noList')}</p>;
}

/** `modalType=tvGuide&modalId={channel id}`: the programmes whose stop time lies between now and 24 h ahead. */
export function TvGuideModal({ id }: { id: string }) {
  const t = useT();
  const channel = useWatchableChannels(useContentStore((s) => s.channels)).find((c) => String(c.id) === id);
  const programmes = useContentStore((s) => s.epg[id]);
  const now = useNow();
  useEffect(() => void loadMediaLists(), []);
  const shown = guideWindow(programmes, now);
  return (
    <div className="tv-guide" data-testid="tv-guide">
      {channel ? <p className="remote-channel">{channel.index} {channel.name}</p> : null}
      {shown.length === 0 ? (
        <p className="empty-state">{t('tvRemote.noGuide')}</p>
      ) : (
        <ol className="guide-list">
          {shown.map((p) => (
            <li key={p.startTimestamp} className={p.startTimestamp <= now ? 'on-now' : undefined}>
              <time dateTime={p.start}>{formatClock(p.startTimestamp)}</time> <span>{p.title}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
