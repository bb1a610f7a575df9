import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { usePageActions } from '../page-actions';
import { ArticleView } from './article-view';

/**
 * A service page: its text and one way to book it. A service booked by time slot (the spa) is booked on its slots
 * screen; any other is booked through the cart's Book button with a delivery time.
 */
export function ServiceView({ page }: { page: Page }) {
  const t = useT();
  const { ServiceActions } = usePageActions();
  return (
    <>
      <ArticleView page={page} />
      {page.slots ? (
        <Link className="button primary service-slots" to={hrefs.slots(page.id)}>
          {page.buttonName ?? t('content.bookSlot')}
        </Link>
      ) : ServiceActions ? (
        <Suspense fallback={null}>
          <ServiceActions page={page} />
        </Suspense>
      ) : null}
    </>
  );
}
