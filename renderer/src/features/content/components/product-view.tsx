import { Suspense } from 'react';
import type { Page } from '@common/api';
import { formatMoney } from '@renderer/lib/currency';
import { useT } from '@renderer/lib/i18n';
import { useHotelStore } from '@renderer/features/hotel';
import { usePage } from '../audience';
import { usePageActions } from '../page-actions';
import { useContentStore } from '../store';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';
import { HtmlText } from './html-text';

/** Product modal (phone) or product view (tablet); the cart composes the toppings, amount and add button. */
export function ProductDetails({ product }: { product: Page }) {
  const currency = useContentStore((state) => state.structure?.config.currency);
  const hideZeroPrices = useHotelStore((state) => state.config?.hideZeroPrices === true);
  const showPrice = product.cost !== undefined && !(hideZeroPrices && product.cost === 0);
  const { ProductActions } = usePageActions();
  return (
    <div className="product-view" data-product-id={product.id}>
      <ContentImage src={product.imageWide ?? product.image} className="page-image" alt={product.title} />
      {showPrice && <p className="price">{formatMoney(product.cost ?? 0, currency)}</p>}
      <HtmlText html={product.text} />
      {ProductActions ? (
        <Suspense fallback={null}>
          <ProductActions product={product} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ProductView({ id }: { id: number }) {
  const t = useT();
  const product = usePage(id);
  if (!product || product.type !== 'shopProduct') return <EmptyState text={t('content.pageMissing')} />;
  return <ProductDetails product={product} />;
}
