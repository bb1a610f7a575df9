import { useEffect } from 'react';
import { ERROR_PAGE_RELOAD_MS, ERROR_PAGE_RETURN_MS } from '@common/spec';
import { useT } from '@renderer/lib/i18n';

interface ErrorPageProps {
  status?: number;
  /** No answer at all (offline, refused): a different icon from an HTTP error. */
  offline?: boolean;
  reload?: () => void;
}

const defaultReload = () => location.reload();

/** Part 1 §2 and §4: after 60 s the error page goes home and reloads 2 s later. */
export function ErrorPage({ status = 500, offline = false, reload = defaultReload }: ErrorPageProps) {
  const t = useT();

  useEffect(() => {
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const returnTimer = setTimeout(() => {
      history.replaceState(null, '', '/');
      reloadTimer = setTimeout(reload, ERROR_PAGE_RELOAD_MS);
    }, ERROR_PAGE_RETURN_MS);
    return () => {
      clearTimeout(returnTimer);
      clearTimeout(reloadTimer);
    };
  }, [reload]);

  return (
    <main className="error-page" data-status={status} data-offline={offline || undefined}>
      <span className="error-icon" aria-hidden="true">
        {offline ? '⚠' : '!'}
      </span>
      <h1>{status === 404 ? t('shell.errorTitle404') : t('shell.errorTitle')}</h1>
      <p className="error-service">{t('shell.serviceNotAvailable')}</p>
      <p>{t('shell.contactOperator')}</p>
      <button type="button" onClick={reload}>
        {t('shell.refresh')}
      </button>
    </main>
  );
}
