import { useMatch } from 'react-router-dom';
import { useIsLoggedIn } from '@renderer/features/auth';
import { useContentStore, usePage } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { LanguageButton } from '@renderer/features/language';
import { useT } from '@renderer/lib/i18n';
import { paths } from '@renderer/lib/paths';
import { useRouteTitle } from '../use-route-title';
import { burgerHidden, headerSubstratePx } from './header-rules';
import { HotelLogo } from './hotel-logo';
import { useBack, useCurrentPage } from './use-back';

interface PhoneHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
}

/** The header carries the screen's own title: a page's, the service of a slots screen, a flight widget's. */
function useOwnTitle(): string | undefined {
  const slots = useMatch(paths.slotsId)?.params.id;
  const widget = useMatch(paths.widgetId)?.params.id;
  const slotsPage = usePage(Number(slots ?? Number.NaN));
  const widgetTitle = useContentStore((s) => (widget ? s.index.listItems.get(Number(widget))?.item.title : undefined));
  return slotsPage?.title ?? widgetTitle;
}

export function PhoneHeader({ sidebarId, sidebarOpen, onOpenSidebar }: PhoneHeaderProps) {
  const t = useT();
  const isHome = useMatch(paths.index) !== null;
  const onHotelsList = useMatch(paths.hotelsList) !== null;
  const { page } = useCurrentPage();
  const routeTitle = useRouteTitle();
  const back = useBack();
  const loggedIn = useIsLoggedIn();
  const basicMode = useHotelStore((s) => s.config?.mode === 'basic');
  const logo = useHotelStore((s) => s.config?.logo);
  const logoHeight = logo?.type !== 'text' ? logo?.height : undefined;
  const ownTitle = useOwnTitle();
  const title = page?.title ?? ownTitle ?? routeTitle;

  return (
    <header
      className={`app-header${isHome ? ' app-header-home' : ''}`}
      style={{ minHeight: headerSubstratePx(isHome, logoHeight) }}
      data-testid="phone-header"
    >
      <div className="header-start">
        {isHome ? (
          <LanguageButton />
        ) : (
          <button type="button" className="icon-button" aria-label={t('shell.back')} onClick={back}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
      </div>
      <div className="header-title">{title && !isHome ? <span className="title" data-testid="header-title">{title}</span> : <HotelLogo />}</div>
      <div className="header-end">
        {burgerHidden(basicMode, onHotelsList, loggedIn) ? null : (
        <button
          type="button"
          className="icon-button burger"
          aria-label={t('shell.openMenu')}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onOpenSidebar}
        >
          <span aria-hidden="true">☰</span>
        </button>
        )}
      </div>
    </header>
  );
}
