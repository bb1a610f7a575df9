import { Suspense } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { useUnreadMessages } from '@renderer/features/auth';
import { useContentStore, useLinkContext, resolveMenuLink } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { LazyTabletWeather } from '@renderer/features/info';
import { LanguageButton } from '@renderer/features/language';
import { useRoomNumber } from '@renderer/features/room';
import { useCartCount } from '@renderer/features/cart';
import { useBatteryStore } from '@renderer/features/shell';
import { useT } from '@renderer/lib/i18n';
import { usePlatform } from '@renderer/platform';
import { paths } from '@renderer/lib/paths';
import { tabletLogoHeightPx } from './header-rules';
import { showsBack } from './back-rules';
import { HotelLogo } from './hotel-logo';
import { useBack, useCurrentPage } from './use-back';

function BackButton({ footerless }: { footerless: boolean }) {
  const t = useT();
  const back = useBack();
  const atRoot = useMatch(paths.index) !== null;
  const { page } = useCurrentPage();
  // Message routes have no footer menu (part 1 §2): Back is their way out.
  if (!footerless && !showsBack('tablet', atRoot, page)) return null;
  return (
    <button type="button" className="icon-button tablet-back" aria-label={t('shell.back')} onClick={back}>
      <span aria-hidden="true">‹</span>
    </button>
  );
}

/** Part 1 §2 tablet header: battery and room, messages, cart or my orders, logo, weather, language. */
export function TabletHeader({ footerless = false }: { footerless?: boolean }) {
  const t = useT();
  const room = useRoomNumber();
  const battery = useBatteryStore((s) => s.level);
  // Without the kiosk bridge this is a browser showing the room layout: no battery, no invented hardware.
  const browser = usePlatform().kind === 'web';
  const cartCount = useCartCount();
  const links = useLinkContext();
  const messagesOn = useContentStore((s) => s.structure?.config.messages?.enabled === true);
  const messages = resolveMenuLink({ link: 'messages' }, links);
  const unread = useUnreadMessages();
  const logoHeight = tabletLogoHeightPx(useHotelStore((s) => s.config?.logo?.height));

  return (
    <header className="app-header tablet-header" data-testid="tablet-header">
      <div className="header-start">
        <BackButton footerless={footerless} />
        {browser ? (
          <span className="device-kind" data-testid="browser-note">
            {t('shell.inBrowser')}
          </span>
        ) : battery !== null ? (
          <span className="battery" data-testid="battery">
            {t('shell.battery', { level: battery })}
          </span>
        ) : null}
        {room && (
          <span className="room-number" data-testid="room-number">
            {t('room.room')} {room}
          </span>
        )}
        {messagesOn && messages.kind === 'route' && (
          <Link to={messages.to} className="header-link" data-testid="messages-button">
            {t('shell.messagesButton')}
            {unread > 0 ? (
              <span className="unread-dot" data-testid="unread-messages">
                <span aria-hidden="true">{unread}</span>
                <span className="visually-hidden">{t('shell.unreadMessages', { count: unread })}</span>
              </span>
            ) : null}
          </Link>
        )}
        {cartCount > 0 ? (
          <Link to={paths.cart} className="header-link">
            {t('shell.cartCount', { count: cartCount })}
          </Link>
        ) : (
          <Link to={paths.orders} className="header-link" data-testid="my-orders">
            {t('shell.myOrders')}
          </Link>
        )}
      </div>
      <div className="header-title" style={{ ['--logo-height' as string]: `${logoHeight}px` }}>
        <HotelLogo className="logo tablet-logo" />
      </div>
      <div className="header-end">
        <Suspense fallback={null}>
          <LazyTabletWeather to={paths.weather} />
        </Suspense>
        <LanguageButton />
      </div>
    </header>
  );
}
