import type { Page } from '../../../../../common/api';
import { formatMoney } from '../../../lib/currency';
import { useT } from '../../../lib/i18n';
import { usePage } from '../audience';
import { useContentStore } from '../store';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';
import { HtmlText } from './html-text';

/** Product modal (phone) or product view (tablet). Toppings are shown read-only until ordering arrives. */
export function ProductDetails({ product }: { product: Page }) {
  const t = useT();
  const currency = useContentStore((state) => state.structure?.config.currency);
  return (
    <div className="product-view" data-product-id={product.id}>
      <ContentImage src={product.imageWide ?? product.image} className="page-image" alt={product.title} />
      {product.cost !== undefined && <p className="price">{formatMoney(product.cost, currency)}</p>}
      <HtmlText html={product.text} />
      {product.toppings?.length ? (
        <section aria-label={t('content.toppings')} className="toppings">
          <h2>{t('content.toppings')}</h2>
          <ul>
            {product.toppings.map((topping) => (
              <li key={topping.id}>
                <span>{topping.name}</span>
                {topping.required ? <span className="badge">{t('content.required')}</span> : null}
                {topping.price ? <span className="price">{formatMoney(topping.price, currency)}</span> : null}
                {topping.values?.length ? <span className="topping-values">{topping.values.map((v) => v.name).join(', ')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
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
