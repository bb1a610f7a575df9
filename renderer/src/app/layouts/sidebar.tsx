import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { APP_VERSION } from '@common/spec';
import { useIsLoggedIn } from '@renderer/features/auth';
import { MenuItems, useVisibleMenu } from '@renderer/features/content';
import { ServiceCodeTrigger } from '@renderer/features/service-codes';
import { useT } from '@renderer/lib/i18n';
import { paths } from '@renderer/lib/paths';

export function Sidebar({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const entries = useVisibleMenu();
  const loggedIn = useIsLoggedIn();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className="sidebar-backdrop" onClick={onClose} aria-hidden="true" />
      <nav id={id} className="sidebar" aria-label={t('shell.sidebar')}>
        <button ref={closeButton} type="button" className="icon-button sidebar-close" aria-label={t('shell.closeMenu')} onClick={onClose}>
          ×
        </button>
        <Link className="profile-link" to={paths.profile} onClick={onClose}>
          {loggedIn ? t('auth.profile') : t('auth.login')}
        </Link>
        <MenuItems entries={entries} onNavigate={onClose} />
        <p className="version">
          {t('shell.version')}{' '}
          <ServiceCodeTrigger onNavigate={onClose}>
            <span data-testid="app-version">{APP_VERSION}</span>
          </ServiceCodeTrigger>
        </p>
      </nav>
    </>
  );
}
