import { useEffect } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import type { MenuEntry } from '@common/api';
import { formatGreeting, useGuestStore } from '@renderer/features/auth';
import { resolveMenuLink, useContentStore, useLinkContext, useVisibleMenu } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useClockStore } from '@renderer/features/idle';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { focusUnlessModal, TvButton, TvGroup } from './spatial/tv-focusable';
import { TvClock } from './tv-clock';
import { formatDate } from './format-time';
import { useTvStore } from './tv-store';

export const LIVE_TV_KEY = 'tv-live';

function Greeting() {
  const t = useT();
  const guest = useGuestStore((s) => s.guest);
  const format = useHotelStore((s) => s.config?.greetingFormat);
  const hotel = useHotelStore((s) => s.config?.meta?.title ?? s.identity?.name ?? s.hotel);
  const name = guest.guestName ? formatGreeting(guest, format) : '';
  const now = useClockStore((s) => s.now);
  return (
    <header className="tv-greeting">
      <h1 data-testid="tv-greeting">{name ? t('tv.welcomeGuest', { name }) : t('tv.welcomeHotel', { hotel })}</h1>
      <TvClock className="tv-home-clock" />
      <p className="tv-home-date">{formatDate(now)}</p>
    </header>
  );
}

function MenuTile({ entry }: { entry: MenuEntry }) {
  const navigate = useNavigate();
  const target = resolveMenuLink(entry, useLinkContext());
  const openViewer = useViewerStore((s) => s.open);
  const uid = useContentStore((s) => s.uid);
  if (target.kind === 'none') return null;
  const enter = () => {
    if (target.kind === 'route') void navigate(target.to);
    else openViewer(isPdfLink(target.href) ? pdfViewerUrl(target.href) : target.href, entry.title);
  };
  const icon = entry.icon && /^(\/|https?:)/.test(entry.icon) ? mediaUrl(entry.icon, uid) : undefined;
  return (
    <TvButton className="tv-tile" onEnter={enter} data-testid="tv-menu-tile">
      {icon ? <img src={icon} alt="" width={48} height={48} /> : null}
      <span>{entry.title}</span>
    </TvButton>
  );
}

/** The set-top's home: greeting, clock, live TV and the hotel's menu items for TV screens. */
export function TvHome() {
  const t = useT();
  const entries = useVisibleMenu().filter((entry) => entry.type !== 'delimiter');
  const channelId = useTvStore((s) => s.model.channelId);
  const channel = useContentStore((s) => s.channels.find((c) => String(c.id) === channelId));

  useEffect(() => {
    focusUnlessModal(LIVE_TV_KEY);
  }, []);

  return (
    <section className="tv-home" data-testid="tv-home">
      <Greeting />
      <TvGroup className="tv-home-live" focusKey="tv-home-live" label={t('tv.liveTv')}>
        <TvButton
          focusKey={LIVE_TV_KEY}
          forceFocus
          className="tv-live-tile"
          onEnter={() => useTvStore.setState({ watching: true, bannerUntil: Date.now() + 5_000 })}
          data-testid="tv-live-tile"
        >
          <span className="tv-live-label">{t('tv.liveTv')}</span>
          {channel ? (
            <span className="tv-live-channel">
              {channel.index} {channel.name}
            </span>
          ) : null}
        </TvButton>
        <div className="tv-live-actions">
          <TvButton onEnter={() => useTvStore.setState({ watching: true, panel: 'channels' })}>{t('tv.channels')}</TvButton>
          <TvButton onEnter={() => useTvStore.setState({ watching: true, panel: 'guide' })}>{t('tv.guide')}</TvButton>
        </div>
      </TvGroup>
      <TvGroup className="tv-home-menu" focusKey="tv-home-menu" label={t('tv.hotelMenu')} role="navigation">
        {entries.map((entry) => (
          <MenuTile key={entry.id} entry={entry} />
        ))}
      </TvGroup>
    </section>
  );
}
