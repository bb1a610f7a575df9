import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs, paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { useAudience, usePage } from '../audience';
import { usePageActions } from '../page-actions';
import { isVisible } from '../filters';
import { useContentStore } from '../store';
import { ArticleView } from './article-view';
import { EmptyState } from './empty-state';
import { EsignItemView } from './esign-item-view';
import { GalleryView } from './gallery-view';
import { HtmlText } from './html-text';
import { ListView } from './list-view';
import { ProductDetails } from './product-view';
import { ServiceView } from './service-view';
import { ShopView } from './shop-view';

function Body({ page }: { page: Page }): ReactNode {
  const { RoomControls } = usePageActions();
  switch (page.type) {
    case 'page':
      return <ArticleView page={page} />;
    case 'list':
    case 'esign':
      return <ListView page={page} />;
    case 'shop':
      return <ShopView page={page} />;
    case 'gallery':
      return <GalleryView page={page} />;
    case 'shopProduct':
      return <ProductDetails product={page} />;
    case 'service':
      return <ServiceView page={page} />;
    case 'settings':
      return <Navigate to={paths.settings} replace />;
    case 'wakeup':
      return <Navigate to={paths.wakeUp} replace />;
    case 'rcu':
      return (
        <>
          <HtmlText html={page.text} />
          {RoomControls ? (
            <Suspense fallback={null}>
              <RoomControls page={page} />
            </Suspense>
          ) : null}
        </>
      );
    case 'weather':
      return <Navigate to={paths.weather} replace />;
    case 'stayremote':
      return <Navigate to={paths.remote} replace />;
    case 'authQR':
      return <Navigate to={hrefs.qr(page.id)} replace />;
    case 'order':
      return <Navigate to={`${paths.orders}?modalType=order&modalId=${page.id}`} replace />;
    default:
      // A type this app does not know: the page's own text is all there is to show.
      return <HtmlText html={page.text} />;
  }
}

export function PageView({ id, showTitle = true }: { id: number; showTitle?: boolean }) {
  const t = useT();
  const page = usePage(id);
  const esign = useContentStore((state) => state.index.listItems.get(id));
  const audience = useAudience();
  if (!page && esign?.item.type === 'esign') return <EsignItemView item={esign.item} showTitle={showTitle} />;
  if (!page || !isVisible(page, audience)) return <EmptyState text={t('content.pageMissing')} />;
  return (
    <article className={`page page-${page.type}`} data-page-id={page.id}>
      {showTitle && <h1>{page.title}</h1>}
      <Body page={page} />
    </article>
  );
}
