import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';

/** Part 1 §6: screens that need a token show 'please login' 'to use features' and the way to log in. */
export function LoginRequired() {
  const t = useT();
  return (
    <div className="login-required" data-testid="login-required">
      <p className="logged-out">
        {t('auth.pleaseLogin')} {t('auth.toUseFeatures')}
      </p>
      <ul className="child-links">
        <li>
          <Link to={paths.login}>{t('auth.login')}</Link>
        </li>
      </ul>
    </div>
  );
}
