import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Page } from '@common/api';
import { formatMoney } from '@renderer/lib/currency';
import { useT } from '@renderer/lib/i18n';
import { useLinkContext, useVisibleChildren } from '../audience';
import { pageTarget } from '../resolve-menu-link';
import { useContentStore } from '../store';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';

const productHref = (id: number, links: ReturnType<typeof useLinkContext>): string => {
  const target = pageTarget(id, links);
  return target.kind === 'route' ? target.to : `/page/${id}`;
};

function Products({ parentId }: { parentId: number }) {
  const currency = useContentStore((state) => state.structure?.config.currency);
  const products = useVisibleChildren(parentId).filter((p) => p.type === 'shopProduct');
  const links = useLinkContext();
  if (products.length === 0) return null;
  return (
    <ul className="products">
      {products.map((product) => (
        <li key={product.id} className="product">
          <Link to={productHref(product.id, links)} className="product-link">
            <ContentImage src={product.image} />
            <h3>{product.title}</h3>
            {product.cost !== undefined && <p className="price">{formatMoney(product.cost, currency)}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Category({ category, chosen }: { category: Page; chosen: boolean }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (chosen) section.current?.scrollIntoView({ block: 'start' });
  }, [chosen]);
  return (
    <section ref={section} className="shop-category" aria-labelledby={`category-${category.id}`} aria-current={chosen ? 'true' : undefined}>
      <h2 id={`category-${category.id}`}>{category.title}</h2>
      <Products parentId={category.id} />
    </section>
  );
}

/** A shop's working hours for people ('07:00–23:00'), from its 'HH:MM-HH:MM' text. */
export const shopHours = (text: string | undefined): string | undefined =>
  /^\s*\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}\s*$/.test(text ?? '') ? text?.replace(/\s*-\s*/, '–').trim() : undefined;

/** A shop's children are its categories; their shopProduct children are the products. `?category=` opens at one. */
export function ShopView({ page }: { page: Page }) {
  const t = useT();
  const [search] = useSearchParams();
  const chosen = Number(search.get('category'));
  const children = useVisibleChildren(page.id);
  const hours = useContentStore((state) => shopHours(page.shopId === undefined ? undefined : state.shop?.shops[String(page.shopId)]?.workingHours));
  const categories = children.filter((p) => p.type !== 'shopProduct');
  const hasDirectProducts = categories.length < children.length;
  if (children.length === 0) return <EmptyState text={t('content.empty')} />;
  return (
    <>
      {hours ? <p className="shop-hours">{t('content.openHours', { hours })}</p> : null}
      {hasDirectProducts && <Products parentId={page.id} />}
      {categories.map((category) => (
        <Category key={category.id} category={category} chosen={category.id === chosen} />
      ))}
    </>
  );
}
