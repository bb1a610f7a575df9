import { Outlet, useMatch } from 'react-router-dom';
import { firstPageId, footerEntries, MenuList, useContentStore, useVisibleMenu } from '../../features/content';
import { LanguageButton } from '../../features/language';
import { useRoomNumber } from '../../features/room';
import { useT } from '../../lib/i18n';
import { hrefs, paths } from '../paths';
import { HotelLogo } from './hotel-logo';

function useOnMessages(): boolean {
  const messages = useMatch(paths.messages);
  const recipient = useMatch(paths.messagesRecipient);
  const recipients = useMatch(paths.recipients);
  return messages !== null || recipient !== null || recipients !== null;
}

export function TabletLayout() {
  const t = useT();
  const room = useRoomNumber();
  const menu = useVisibleMenu();
  const index = useContentStore((s) => s.index);
  const entries = footerEntries(menu, (id) => index.byId.get(id)?.type);
  const onMessages = useOnMessages();
  const atHome = useMatch(paths.index) !== null;
  const homePageId = atHome ? firstPageId(menu) : undefined;

  return (
    <div className="layout layout-tablet">
      <header className="app-header tablet-header">
        <div className="header-start">
          {room && (
            <span className="room-number" data-testid="room-number">
              {t('room.room')} {room}
            </span>
          )}
        </div>
        <div className="header-title">
          <HotelLogo />
        </div>
        <div className="header-end">
          <LanguageButton />
        </div>
      </header>
      <main id="content" className="content">
        <Outlet />
      </main>
      {!onMessages && entries.length > 0 && (
        <MenuList
          label={t('shell.footerMenu')}
          entries={entries}
          className="footer-menu"
          markCurrent
          currentTo={homePageId === undefined ? undefined : hrefs.page(homePageId)}
        />
      )}
    </div>
  );
}
