import { Suspense } from 'react';
import type { Page } from '../../../../../common/api';
import { LazyServiceBooking } from '../../cart';
import { ArticleView } from './article-view';

/** A service page (spa): its text, then the cart's Book button. */
export function ServiceView({ page }: { page: Page }) {
  return (
    <>
      <ArticleView page={page} />
      <Suspense fallback={null}>
        <LazyServiceBooking page={page} />
      </Suspense>
    </>
  );
}
