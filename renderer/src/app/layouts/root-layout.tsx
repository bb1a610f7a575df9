import { Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useGuestStore } from '../../features/auth';
import { AudienceProvider } from '../../features/content';
import { useHotelStore } from '../../features/hotel';
import { LazyRoomRegistration, useDeviceStore } from '../../features/room';
import { DialogHost, ErrorPage, Loader, ScrollToTop, useAppStatus } from '../../features/shell';
import { paths } from '../paths';
import { PhoneLayout } from './phone-layout';
import { TabletLayout } from './tablet-layout';

const NO_GROUPS: string[] = [];

function Registration() {
  const navigate = useNavigate();
  const hotel = useHotelStore((s) => s.hotel);
  const hotelId = useHotelStore((s) => s.identity?.id);
  const needed = useDeviceStore((s) => s.mode !== 'phone' && s.registration === null);
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
    <AudienceProvider device={mode} groups={groups}>
      <ScrollToTop />
      <Suspense fallback={<Loader />}>{mode === 'phone' ? <PhoneLayout /> : <TabletLayout />}</Suspense>
      <Registration />
      <DialogHost />
    </AudienceProvider>
  );
}
