import { useT } from '../../lib/i18n';
import { useIsLoggedIn } from './auth-store';
import { useGuestStore } from './guest-store';

/** Walking skeleton: who is logged in; the login form arrives with the login issue. */
export function ProfileRoute() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const guest = useGuestStore((state) => state.guest);
  return (
    <section className="page">
      <h1>{loggedIn ? t('auth.profile') : t('auth.login')}</h1>
      {loggedIn ? (
        <p>{[guest.guestTitle, guest.guestFirstName, guest.guestName].filter(Boolean).join(' ')}</p>
      ) : (
        <p>
          {t('auth.pleaseLogin')} {t('auth.toUseFeatures')}
        </p>
      )}
    </section>
  );
}
