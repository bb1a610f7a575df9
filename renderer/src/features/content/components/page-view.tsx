import type { ReactNode } from 'react';
import type { Page } from '../../../../../common/api';
import { useT } from '../../../lib/i18n';
import { useAudience, usePage } from '../audience';
import { isVisible } from '../filters';
import { ArticleView } from './article-view';
import { EmptyState } from './empty-state';
import { GalleryView } from './gallery-view';
import { ListView } from './list-view';
import { ShopView } from './shop-view';

function Body({ page, comingSoon }: { page: Page; comingSoon: string }): ReactNode {
  switch (page.type) {
    case 'page':
      return <ArticleView page={page} />;
    case 'list':
      return <ListView page={page} />;
    case 'shop':
      return <ShopView page={page} />;
    case 'gallery':
      return <GalleryView page={page} />;
    default:
      return <EmptyState text={comingSoon} />;
  }
}

export function PageView({ id }: { id: number }) {
  const t = useT();
  const page = usePage(id);
  const audience = useAudience();
  if (!page || !isVisible(page, audience)) return <EmptyState text={t('content.pageMissing')} />;
  return (
    <article className={`page page-${page.type}`} data-page-id={page.id}>
      <h1>{page.title}</h1>
      <Body page={page} comingSoon={t('shell.comingSoon')} />
    </article>
  );
}
