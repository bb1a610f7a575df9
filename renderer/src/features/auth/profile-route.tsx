import { lazy, Suspense } from 'react';
import { useT } from '@renderer/lib/i18n';
import { useHotelStore } from '@renderer/features/hotel';
import { useIsLoggedIn } from './auth-store';
import { formatGreeting } from './greeting';
import { useGuestStore, type TemperatureScale } from './guest-store';
import { LoginForm } from './login-form';
import { logout } from './session';

const ParentalLock = lazy(() => import('@renderer/features/pincode').then((m) => ({ default: m.ParentalLockSettings })));

const SCALES: TemperatureScale[] = ['celsius', 'fahrenheit'];

/** '/profile' and '/login': the login form when logged out, the guest and their settings when logged in. */
export function ProfileRoute() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const guest = useGuestStore((state) => state.guest);
  const greetingFormat = useHotelStore((s) => s.config?.greetingFormat);
  const setGuest = useGuestStore((state) => state.setGuest);

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
      <fieldset className="temperature-scale">
        <legend>{t('login.temperatureScale')}</legend>
        {SCALES.map((scale) => (
          <label key={scale}>
            <input type="radio" name="temperatureScale" checked={guest.temperatureScale === scale} onChange={() => setGuest({ temperatureScale: scale })} />
            {t(`login.${scale}`)}
          </label>
        ))}
      </fieldset>
      <Suspense fallback={null}>
        <ParentalLock />
      </Suspense>
    </section>
  );
}
