import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { formatGreeting, useGuestStore, useIsLoggedIn } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useDeviceStore } from '@renderer/features/room';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import './welcome.css';

function WelcomeLogo({ name }: { name: string }) {
  const logo = useHotelStore((s) => s.config?.logo);
  const uid = useContentStore((s) => s.uid);
  const src = logo?.type === 'text' ? undefined : mediaUrl(logo?.src, uid);
  return src ? <img className="welcome-logo" src={src} alt={name} /> : null;
}

/**
 * `/welcome`: the first thing a guest sees from a welcome link or QR code: the hotel, a greeting, and the two ways
 * on (the menu, and logging in). The phone shows it without a header (part 1 §2), so these are its ways out.
 */
export function WelcomeRoute() {
  const t = useT();
  const config = useHotelStore((s) => s.config);
  const name = config?.meta?.title ?? useHotelStore.getState().identity?.name ?? '';
  const loggedIn = useIsLoggedIn();
  const guest = useGuestStore((s) => s.guest);
  const inRoom = useDeviceStore((s) => s.mode !== 'phone');
  const greeting = loggedIn ? formatGreeting(guest, guest.greetingFormat ?? config?.greetingFormat) : '';
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      <WelcomeLogo name={name} />
      <h1 id="welcome-title">{greeting ? t('screens.welcome.greeting', { name: greeting }) : t('screens.welcome.title', { hotel: name })}</h1>
      {config?.meta?.description ? <p className="welcome-text">{config.meta.description}</p> : null}
      <div className="welcome-actions">
        <Link className="button primary" to={paths.index}>
          {t('screens.welcome.openMenu')}
        </Link>
        {loggedIn || inRoom ? null : (
          <Link className="button" to={paths.login}>
            {t('screens.welcome.logIn')}
          </Link>
        )}
      </div>
    </section>
  );
}
