import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs } from '@renderer/app/paths';
import { useT } from '@renderer/lib/i18n';
import { LazyServiceBooking } from '@renderer/features/cart';
import { ArticleView } from './article-view';

/**
 * A service page: its text and one way to book it. A service booked by time slot (the spa) is booked on its slots
 * screen; any other is booked through the cart's Book button with a delivery time.
 */
export function ServiceView({ page }: { page: Page }) {
  const t = useT();
  return (
    <>
      <ArticleView page={page} />
      {page.slots ? (
        <Link className="button primary service-slots" to={hrefs.slots(page.id)}>
          {page.buttonName ?? t('content.bookSlot')}
        </Link>
      ) : (
        <Suspense fallback={null}>
          <LazyServiceBooking page={page} />
        </Suspense>
      )}
    </>
  );
}
