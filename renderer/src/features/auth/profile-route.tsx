import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { useHotelStore } from '@renderer/features/hotel';
import { useIsLoggedIn } from './auth-store';
import { formatGreeting } from './greeting';
import { useGuestStore } from './guest-store';
import { LoginForm } from './login-form';
import { logout } from './session';

/** '/profile' and '/login': the login form when logged out, the guest when logged in; settings are a tap away. */
export function ProfileRoute() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const guest = useGuestStore((state) => state.guest);
  const greetingFormat = useHotelStore((s) => s.config?.greetingFormat);

  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{loggedIn ? t('auth.profile') : t('auth.login')}</h1>
      {loggedIn ? (
        <>
          <p className="greeting" data-testid="greeting">
            {formatGreeting(guest, guest.greetingFormat ?? greetingFormat)}
          </p>
          <button type="button" className="secondary" onClick={() => void logout()}>
            {t('login.logout')}
          </button>
        </>
      ) : (
        <>
          <p className="logged-out">
            {t('auth.pleaseLogin')} {t('auth.toUseFeatures')}
          </p>
          <LoginForm />
        </>
      )}
      <ul className="child-links">
        <li>
          <Link to={paths.settings}>{t('shell.titles.settings')}</Link>
        </li>
      </ul>
    </section>
  );
}
