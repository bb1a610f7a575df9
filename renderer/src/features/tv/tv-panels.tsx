import { useEffect, useMemo, useState } from 'react';
import { SLEEP_TIMER_OPTIONS_MIN } from '@common/spec';
import type { TvChannel } from '@common/api';
import { byNumber, channelCategories, inCategory } from '@common/tv/channels';
import { guideWindow, nowAndNext } from '@common/tv/guide';
import { useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { useClockStore } from '@renderer/features/idle';
import { useT } from '@renderer/lib/i18n';
import { focusUnlessModal, TvButton, TvGroup } from './spatial/tv-focusable';
import { formatClock } from './format-time';
import { tv } from './tv-control';
import { useTvStore } from './tv-store';

const close = () => useTvStore.setState({ panel: null });
const open = (panel: 'channels' | 'guide' | 'sleep') => useTvStore.setState({ panel });

/** Focuses a panel's first item when it opens. */
function useFocusOnOpen(key: string) {
  useEffect(() => {
    focusUnlessModal(key);
  }, [key]);
}

export function MenuPanel() {
  const t = useT();
  const { mute, sleepMinutes } = useTvStore((s) => s.model);
  useFocusOnOpen('tv-menu-channels');
  return (
    <TvGroup className="tv-panel tv-menu" focusKey="tv-menu" boundary label={t('tv.menu')} role="menu" testId="tv-menu">
      <TvButton focusKey="tv-menu-channels" onEnter={() => open('channels')}>{t('tv.channels')}</TvButton>
      <TvButton onEnter={() => open('guide')}>{t('tv.guide')}</TvButton>
      <TvButton onEnter={() => tv.volume(-5)} aria-label={t('tv.volumeDown')}>−</TvButton>
      <TvButton onEnter={() => tv.volume(5)} aria-label={t('tv.volumeUp')}>+</TvButton>
      <TvButton onEnter={() => tv.toggleMute()} aria-pressed={mute}>{mute ? t('tv.unmute') : t('tv.mute')}</TvButton>
      <TvButton onEnter={() => open('sleep')}>
        {t('tv.sleepTimer')}
        {sleepMinutes ? ` · ${t('tv.minutes', { count: sleepMinutes })}` : ''}
      </TvButton>
      <TvButton onEnter={() => tv.power(false)}>{t('tv.standbyButton')}</TvButton>
      <TvButton onEnter={() => useTvStore.setState({ panel: null, watching: false })}>{t('tv.home')}</TvButton>
    </TvGroup>
  );
}

const KNOWN_CATEGORIES = ['hotel', 'news', 'sport', 'movies', 'entertainment', 'kids', 'documentary', 'music', 'adult'] as const;
type KnownCategory = (typeof KNOWN_CATEGORIES)[number];

const categoryName = (t: ReturnType<typeof useT>, code: string) =>
  (KNOWN_CATEGORIES as readonly string[]).includes(code) ? t(`tv.category.${code as KnownCategory}`) : code.charAt(0).toUpperCase() + code.slice(1);

const ALL = 'all';
const FAVOURITES = 'favourites';

function ChannelRow({ channel, current, favourite }: { channel: TvChannel; current: boolean; favourite: boolean }) {
  const t = useT();
  const programmes = useContentStore((s) => s.epg[String(channel.id)]);
  const onNow = nowAndNext(programmes, useClockStore((s) => s.now)).now;
  return (
    <li className={`tv-channel-row${current ? ' current' : ''}`}>
      <TvButton
        focusKey={`tv-channel-${channel.id}`}
        className="tv-channel-pick"
        onEnter={() => {
          tv.tune(channel.id);
          close();
        }}
        aria-current={current ? 'true' : undefined}
      >
        <span className="tv-channel-number">{channel.index}</span>
        <span className="tv-channel-name">{channel.name}</span>
        {onNow ? <span className="tv-channel-now">{onNow.title}</span> : null}
      </TvButton>
      <TvButton
        className="tv-favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'tv.removeFavourite' : 'tv.addFavourite', { name: channel.name })}
        onEnter={() =>
          useTvStore.setState(({ favourites }) => ({
            favourites: favourites.includes(channel.id) ? favourites.filter((id) => id !== channel.id) : [...favourites, channel.id],
          }))
        }
      >
        {favourite ? '★' : '☆'}
      </TvButton>
    </li>
  );
}

/** The channel list by category, with favourites; OK tunes. */
export function ChannelPanel() {
  const t = useT();
  const channels = useWatchableChannels(useContentStore((s) => s.channels));
  const favourites = useTvStore((s) => s.favourites);
  const currentId = useTvStore((s) => s.model.channelId);
  const categories = useMemo(() => channelCategories(channels), [channels]);
  const [category, setCategory] = useState(ALL);
  const shown = category === FAVOURITES ? byNumber(channels).filter((c) => favourites.includes(c.id)) : byNumber(category === ALL ? channels : inCategory(channels, category));
  useFocusOnOpen(`tv-channel-${currentId}`);
  const label = (code: string) => (code === ALL ? t('tv.all') : code === FAVOURITES ? t('tv.favourites') : categoryName(t, code));
  return (
    <TvGroup className="tv-panel tv-channels" focusKey="tv-channel-panel" boundary label={t('tv.channels')} testId="tv-channel-panel">
      <h2>{t('tv.channels')}</h2>
      <TvGroup className="tv-categories" focusKey="tv-categories" label={t('tv.categories')}>
        {[ALL, FAVOURITES, ...categories].map((code) => (
          <TvButton key={code} className="tv-chip" aria-pressed={category === code} onEnter={() => setCategory(code)}>
            {label(code)}
          </TvButton>
        ))}
      </TvGroup>
      <TvGroup className="tv-channel-list-group" focusKey="tv-channel-list">
        {shown.length === 0 ? (
          <p className="tv-empty">{category === FAVOURITES ? t('tv.noFavourites') : t('tv.noChannels')}</p>
        ) : (
          <ul className="tv-channel-list">
            {shown.map((channel) => (
              <ChannelRow key={channel.id} channel={channel} current={String(channel.id) === currentId} favourite={favourites.includes(channel.id)} />
            ))}
          </ul>
        )}
      </TvGroup>
    </TvGroup>
  );
}

const GUIDE_SLOTS = 4;

/** The guide: each channel's programmes of the next 24 h, the first few in a row; OK on a programme tunes its channel. */
export function GuidePanel() {
  const t = useT();
  const channels = useWatchableChannels(useContentStore((s) => s.channels));
  const epg = useContentStore((s) => s.epg);
  const currentId = useTvStore((s) => s.model.channelId);
  const now = useClockStore((s) => s.now);
  useFocusOnOpen(`tv-guide-${currentId}-0`);
  return (
    <TvGroup className="tv-panel tv-guide" focusKey="tv-guide-panel" boundary label={t('tv.guide')} testId="tv-guide-panel">
      <h2>{t('tv.guide')}</h2>
      <ol className="tv-guide-grid">
        {byNumber(channels).map((channel) => {
          const programmes = guideWindow(epg[String(channel.id)], now).slice(0, GUIDE_SLOTS);
          return (
            <li key={channel.id} className="tv-guide-row">
              <span className="tv-guide-channel">
                <span className="tv-channel-number">{channel.index}</span> {channel.name}
              </span>
              <TvGroup className="tv-guide-programmes" focusKey={`tv-guide-row-${channel.id}`}>
                {programmes.length === 0 ? (
                  <TvButton focusKey={`tv-guide-${channel.id}-0`} className="tv-guide-cell" onEnter={() => (tv.tune(channel.id), close())}>
                    {t('tv.noGuide')}
                  </TvButton>
                ) : (
                  programmes.map((programme, at) => (
                    <TvButton
                      key={programme.startTimestamp}
                      focusKey={`tv-guide-${channel.id}-${at}`}
                      className={`tv-guide-cell${programme.startTimestamp <= now ? ' on-now' : ''}`}
                      onEnter={() => (tv.tune(channel.id), close())}
                    >
                      <time>{formatClock(programme.startTimestamp)}</time> {programme.title}
                    </TvButton>
                  ))
                )}
              </TvGroup>
            </li>
          );
        })}
      </ol>
    </TvGroup>
  );
}

/** Part 2 §5 sleep timer options: off, 30, 60, 90, 120, 150, 180 minutes. */
export function SleepPanel() {
  const t = useT();
  const { sleepMinutes, sleepEndsAt } = useTvStore((s) => s.model);
  useFocusOnOpen(`tv-sleep-${sleepMinutes}`);
  return (
    <TvGroup className="tv-panel tv-sleep" focusKey="tv-sleep" boundary label={t('tv.sleepTimer')} role="menu" testId="tv-sleep-panel">
      <h2>{t('tv.sleepTimer')}</h2>
      {sleepEndsAt ? <p>{t('tv.sleepAt', { time: formatClock(sleepEndsAt) })}</p> : null}
      <div className="tv-sleep-options">
        {SLEEP_TIMER_OPTIONS_MIN.map((minutes) => (
          <TvButton
            key={minutes}
            focusKey={`tv-sleep-${minutes}`}
            aria-pressed={sleepMinutes === minutes}
            onEnter={() => {
              tv.sleep(minutes);
              close();
            }}
          >
            {minutes === 0 ? t('tv.off') : t('tv.minutes', { count: minutes })}
          </TvButton>
        ))}
      </div>
    </TvGroup>
  );
}
