import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n';

/** Known routes whose features arrive in later issues: a real page, not a 404. */
export function ComingSoonRoute() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section className="page coming-soon" data-route={pathname}>
      <h1>{pathname.replace(/^\//, '').replace(/[-_/]/g, ' ')}</h1>
      <p className="empty-state">{t('shell.comingSoon')}</p>
    </section>
  );
}
