import { useMatch } from 'react-router-dom';
import { usePage } from '../../features/content';
import { LanguageButton } from '../../features/language';
import { useT } from '../../lib/i18n';
import { paths } from '../paths';
import { HotelLogo } from './hotel-logo';
import { useBack } from './use-back';

interface PhoneHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
}

export function PhoneHeader({ sidebarId, sidebarOpen, onOpenSidebar }: PhoneHeaderProps) {
  const t = useT();
  const isHome = useMatch(paths.index) !== null;
  const pageMatch = useMatch(paths.pageId);
  const page = usePage(Number(pageMatch?.params.id));
  const back = useBack();

  return (
    <header className={`app-header${isHome ? ' app-header-home' : ''}`}>
      <div className="header-start">
        {isHome ? (
          <LanguageButton />
        ) : (
          <button type="button" className="icon-button" aria-label={t('shell.back')} onClick={back}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
      </div>
      <div className="header-title">{page ? <span className="title">{page.title}</span> : <HotelLogo />}</div>
      <div className="header-end">
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
      </div>
    </header>
  );
}
