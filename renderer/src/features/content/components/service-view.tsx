import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { usePageActions } from '../page-actions';
import { ArticleView } from './article-view';

/** A service page (spa): its text, the link to its time slots when it has them, then the cart's Book button. */
export function ServiceView({ page }: { page: Page }) {
  const t = useT();
  const { ServiceActions } = usePageActions();
  return (
    <>
      <ArticleView page={page} />
      {page.slots ? (
        <ul className="child-links">
          <li>
            <Link to={hrefs.slots(page.id)}>{t('content.bookSlot')}</Link>
          </li>
        </ul>
      ) : null}
      {ServiceActions ? (
        <Suspense fallback={null}>
          <ServiceActions page={page} />
        </Suspense>
      ) : null}
    </>
  );
}
