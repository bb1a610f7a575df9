import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { firstPageId, footerEntries, useContentStore, useVisibleMenu } from '@renderer/features/content';
import { EsignRequestHost } from '@renderer/features/esign';
import { useHotelStore } from '@renderer/features/hotel';
import { LazyIdleWatcher } from '@renderer/features/idle';
import { KioskRuntimeSlot } from '@renderer/features/kiosk';
import { useAuthStore } from '@renderer/features/auth';
import { LazyRoomLine } from '@renderer/features/phone';
import { useT } from '@renderer/lib/i18n';
import { hrefs, paths } from '@renderer/lib/paths';
import { RoomControlStrip } from './room-control-strip';
import { FooterMenu } from './footer-menu';
import { ScreenLoader } from './screen-loader';
import { TabletHeader } from './tablet-header';

function useOnMessages(): boolean {
  const messages = useMatch(paths.messages);
  const recipient = useMatch(paths.messagesRecipient);
  const recipients = useMatch(paths.recipients);
  const guestMessage = useMatch(paths.guestMessage);
  return messages !== null || recipient !== null || recipients !== null || guestMessage !== null;
}

/** Part 1 §2 tablet layout: header, footer menu (not on message routes), idle timeout and screen loader. */
export function TabletLayout() {
  const t = useT();
  const idleTimeout = useHotelStore((s) => s.config?.idleTimeout);
  const menu = useVisibleMenu();
  const index = useContentStore((s) => s.index);
  const entries = footerEntries(menu, (id) => index.byId.get(id)?.type);
  const onMessages = useOnMessages();
  const atHome = useMatch(paths.index) !== null;
  const homePageId = atHome ? firstPageId(menu) : undefined;
  const inRoom = useAuthStore((s) => s.authType === 'inRoom');
  const telephony = useHotelStore((s) => Boolean(s.config?.telephonyUrl));

  return (
    <div className="layout layout-tablet">
      <TabletHeader footerless={onMessages} />
      <main id="content" className="content">
        <RoomControlStrip />
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <LazyIdleWatcher idleTimeoutS={idleTimeout} home={paths.index} screensaver={paths.screensaver} />
      </Suspense>
      {inRoom && telephony && (
        <Suspense fallback={null}>
          <LazyRoomLine />
        </Suspense>
      )}
      <KioskRuntimeSlot screensaver={paths.screensaver} />
      <ScreenLoader />
      <EsignRequestHost />
      {!onMessages && entries.length > 0 && (
        <FooterMenu
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
