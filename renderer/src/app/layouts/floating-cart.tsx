import { Link, useLocation } from 'react-router-dom';
import { floatingCartVisible, useCartCount } from '../../features/shell';
import { useT } from '../../lib/i18n';
import { paths } from '../paths';
import { routeNameOf } from '../route-titles';

export function FloatingCart() {
  const t = useT();
  const { pathname } = useLocation();
  const count = useCartCount();
  if (!floatingCartVisible(routeNameOf(pathname), count)) return null;
  return (
    <Link to={paths.cart} className="floating-cart" data-testid="floating-cart" aria-label={t('shell.cartCount', { count })}>
      <span aria-hidden="true">🛒</span>
      <span className="badge">{count}</span>
    </Link>
  );
}
