import { Suspense } from 'react';
import { firstPageId, HomeMenu, LazyPageView, useVisibleMenu } from '@renderer/features/content';
import { useDeviceStore } from '@renderer/features/room';
import { Loader } from '@renderer/features/shell';
import { useHotelName } from '../layouts/hotel-logo';

/** Part 1 §2: the menu on a phone; the first tablet menu item's page on a tablet. */
export function HomeRoute() {
  const mode = useDeviceStore((s) => s.mode);
  const pageId = firstPageId(useVisibleMenu());
  const hotelName = useHotelName();
  if (mode !== 'phone' && pageId !== undefined) {
    return (
      <Suspense fallback={<Loader />}>
        <LazyPageView id={pageId} />
      </Suspense>
    );
  }
  return (
    <section className="home">
      <h1 className="visually-hidden">{hotelName}</h1>
      <HomeMenu />
    </section>
  );
}
