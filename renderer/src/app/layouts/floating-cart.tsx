import { Link, useLocation } from 'react-router-dom';
import { useCartCount } from '@renderer/features/cart';
import { floatingCartVisible } from '@renderer/features/shell';
import { useT } from '@renderer/lib/i18n';
import { paths } from '@renderer/lib/paths';
import { routeNameOf } from '../route-titles';

export function FloatingCart() {
  const t = useT();
  const { pathname } = useLocation();
  const count = useCartCount();
  if (!floatingCartVisible(routeNameOf(pathname), count)) return null;
  return (
    <Link to={paths.cart} className="floating-cart" data-testid="floating-cart" aria-label={t('shell.cartCount', { count })}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span className="badge">{count}</span>
    </Link>
  );
}
