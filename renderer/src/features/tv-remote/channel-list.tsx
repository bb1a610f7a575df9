import { useMemo } from 'react';
import type { Epg, TvChannel } from '@common/api';
import { byNumber, channelCategories, inCategory } from '@common/tv/channels';
import { nowAndNext } from '@common/tv/guide';
import { useContentStore } from '@renderer/features/content';
import { useWatchableChannels } from '@renderer/features/pincode';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { categoryLabel } from './category-label';
import { toggleFavourite, useRemoteStore } from './remote-store';
import { useNow } from './use-now';

export const ALL = 'all';
export const FAVOURITES = 'favourites';

export function visibleChannels(channels: readonly TvChannel[], category: string, favourites: readonly number[]): TvChannel[] {
  if (category === FAVOURITES) return byNumber(channels).filter((c) => favourites.includes(c.id));
  return byNumber(category === ALL ? channels : inCategory(channels, category));
}

function CategoryTabs({ categories }: { categories: string[] }) {
  const t = useT();
  const current = useRemoteStore((s) => s.tvChannelCategories);
  const label = (code: string) => (code === ALL ? t('tvRemote.all') : code === FAVOURITES ? t('tvRemote.favourites') : categoryLabel(t, code));
  return (
    <div className="channel-categories" role="group" aria-label={t('tvRemote.categories')}>
      {[ALL, FAVOURITES, ...categories].map((code) => (
        <button
          key={code}
          type="button"
          className="chip"
          aria-pressed={current === code}
          onClick={() => useRemoteStore.setState({ tvChannelCategories: code })}
        >
          {label(code)}
        </button>
      ))}
    </div>
  );
}

interface ChannelListProps {
  currentId: string | null;
  onPick: (channel: TvChannel) => void;
  onGuide?: (channel: TvChannel) => void;
}

function ChannelRow({ channel, current, epg, now, onPick, onGuide }: { channel: TvChannel; current: boolean; epg: Epg; now: number } & Omit<ChannelListProps, 'currentId'>) {
  const t = useT();
  const uid = useContentStore((s) => s.uid);
  const favourite = useRemoteStore((s) => s.favouriteChannelsId.includes(channel.id));
  const onNow = nowAndNext(epg[String(channel.id)], now).now;
  return (
    <li className={`channel-row${current ? ' current' : ''}`} data-channel={channel.id}>
      <button type="button" className="channel-pick" aria-current={current ? 'true' : undefined} onClick={() => onPick(channel)}>
        {channel.logo ? <img src={mediaUrl(channel.logo, uid)} alt="" width={96} height={54} loading="lazy" /> : null}
        <span className="channel-number">{channel.index}</span>
        <span className="channel-text">
          <span className="channel-name">{channel.name}</span>
          {onNow ? <span className="channel-now">{onNow.title}</span> : null}
        </span>
      </button>
      {onGuide ? (
        <button type="button" className="icon-button" aria-label={t('tvRemote.guideOf', { name: channel.name })} onClick={() => onGuide(channel)}>
          ☰
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'tvRemote.removeFavourite' : 'tvRemote.addFavourite', { name: channel.name })}
        onClick={() => toggleFavourite(channel.id)}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** Part 2 §4: channels by category, with favourites that toggle. */
export function ChannelList({ currentId, onPick, onGuide }: ChannelListProps) {
  const t = useT();
  const channels = useWatchableChannels(useContentStore((s) => s.channels));
  const epg = useContentStore((s) => s.epg);
  const category = useRemoteStore((s) => s.tvChannelCategories);
  const favourites = useRemoteStore((s) => s.favouriteChannelsId);
  const categories = useMemo(() => channelCategories(channels), [channels]);
  const now = useNow();
  const shown = visibleChannels(channels, category, favourites);
  if (channels.length === 0) return <p className="empty-state">{t('tvRemote.noChannels')}</p>;
  return (
    <>
      <CategoryTabs categories={categories} />
      {shown.length === 0 ? (
        <p className="empty-state">{category === FAVOURITES ? t('tvRemote.noFavourites') : t('tvRemote.noChannels')}</p>
      ) : (
        <ul className="channel-list">
          {shown.map((channel) => (
            <ChannelRow
              key={channel.id}
              channel={channel}
              current={String(channel.id) === currentId}
              epg={epg}
              now={now}
              onPick={onPick}
              onGuide={onGuide}
            />
          ))}
        </ul>
      )}
    </>
  );
}
