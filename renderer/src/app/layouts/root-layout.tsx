import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { Page } from '@common/api';
import { Outlet, useMatch } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { useGuestStore, useIsLoggedIn } from '@renderer/features/auth';
import { LazyAddToCart, LazyServiceBooking } from '@renderer/features/cart';
import { AudienceProvider, PageActionsProvider, type PageActions } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { watchPersonFocus } from '@renderer/features/keyboard';
import { MarketingSlot } from '@renderer/features/marketing';
import { LazyRoomRegistration, registrationNeeded, useDeviceStore } from '@renderer/features/room';
import { LazyTvLayout } from '@renderer/features/tv';
import { FetchLoader, LazyTabletOverlays, ToastHost } from '@renderer/features/overlays';
import { useHasMobileKey } from '@renderer/features/mobile-key';
import { DialogHost, ErrorPage, Loader, ScrollToTop, useAppStatus } from '@renderer/features/shell';
import { paths } from '@renderer/lib/paths';
import { QueryOverlays } from '../overlays/query-overlays';
import { PhoneLayout } from './phone-layout';

/** Phones never load the tablet layout's code. */
const TabletLayout = lazy(() => import('./tablet-layout').then((m) => ({ default: m.TabletLayout })));

/** Part 1 §2 fullscreen layout: no header, footer or menu (the screensaver). */
function FullscreenLayout() {
  return (
    <main id="content" className="layout layout-fullscreen">
      <Outlet />
    </main>
  );
}

const NO_GROUPS: string[] = [];

/** Room control's code stays out of the first screen: its index loads with the first rcu page. */
const LazyRoomControls = lazy(() =>
  import('@renderer/features/room-control').then(({ LazyRcuPage }) => ({ default: ({ page }: { page: Page }) => <LazyRcuPage page={page} /> })),
);
/** Content draws the cart's add button and booking, and an rcu page's controls; the app hands them over. */
const PAGE_ACTIONS: PageActions = { ProductActions: LazyAddToCart, ServiceActions: LazyServiceBooking, RoomControls: LazyRoomControls };

function Registration() {
  const navigate = useNavigate();
  const hotel = useHotelStore((s) => s.hotel);
  const hotelId = useHotelStore((s) => s.identity?.id);
  const inRoom = useHotelStore((s) => s.config?.inRoom);
  const needed = useDeviceStore((s) => registrationNeeded(s.mode, s.registration, inRoom));
  const onDone = useCallback(() => navigate(paths.index), [navigate]);
  if (!needed || hotelId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LazyRoomRegistration hotel={hotel} hotelId={hotelId} onDone={onDone} />
    </Suspense>
  );
}

export function RootLayout() {
  const { status, error } = useAppStatus();
  const mode = useDeviceStore((s) => s.mode);
  const groups = useGuestStore((s) => s.guest.groups ?? NO_GROUPS);
  const loggedIn = useIsLoggedIn();
  const hasMobileKey = useHasMobileKey();
  const allowedOrigins = useHotelStore((s) => s.config?.allowedFrameOrigins);
  const fullscreen = useMatch(paths.screensaver) !== null;
  // Room mode's keyboard and layout are lazy chunks, the registration form is not: a field a person touches before
  // they arrive still gets the keyboard once it has loaded.
  useEffect(() => {
    if (mode !== 'phone') watchPersonFocus();
  }, [mode]);

  if (status === 'loading') return <Loader />;
  if (status === 'error') return <ErrorPage status={error?.status} offline={error?.kind === 'network'} />;
  if (status === 'unknown-hotel') {
    return (
      <main id="content" className="content">
        <Outlet />
      </main>
    );
  }
  return (
    <AudienceProvider device={mode} groups={groups} loggedIn={loggedIn} hasMobileKey={hasMobileKey}>
      <PageActionsProvider value={PAGE_ACTIONS}>
      <ScrollToTop />
      <Suspense fallback={<Loader />}>
        {fullscreen ? <FullscreenLayout /> : mode === 'phone' ? <PhoneLayout /> : mode === 'tv' ? <LazyTvLayout /> : <TabletLayout />}
      </Suspense>
      <Registration />
      <QueryOverlays phone={mode === 'phone'} allowedOrigins={allowedOrigins} />
      {mode !== 'phone' && (
        <Suspense fallback={null}>
          <LazyTabletOverlays />
        </Suspense>
      )}
      <MarketingSlot mode={mode} />
      <DialogHost />
      <ToastHost />
      <FetchLoader />
      </PageActionsProvider>
    </AudienceProvider>
  );
}
