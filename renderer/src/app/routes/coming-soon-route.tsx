import { useLocation } from 'react-router-dom';
import { useRouteTitle } from '../use-route-title';
import { useT } from '@renderer/lib/i18n';

/** Known routes whose features arrive in later issues: a real, titled page with a clear empty state. */
export function ComingSoonRoute() {
  const t = useT();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  return (
    <section className="page coming-soon" data-route={pathname}>
      <h1>{title ?? pathname.replace(/^\//, '')}</h1>
      <p className="empty-state" role="status">
        {t('shell.comingSoon')}
      </p>
    </section>
  );
}
