import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { useLoyaltyStore } from './loyalty-store';
import { useLoyalty } from './use-loyalty';

/** The ways into the programme for a guest without a card. */
function JoinLinks() {
  const t = useT();
  return (
    <>
      <p>{t('loyalty.intro')}</p>
      <ul className="child-links">
        <li>
          <Link to={paths.loyaltyRegister}>{t('loyalty.join')}</Link>
        </li>
        <li>
          <Link to={paths.loyaltyLogin}>{t('loyalty.haveCard')}</Link>
        </li>
      </ul>
    </>
  );
}

/** Loading, failure and no-card states around a screen that needs the guest's card. */
export function CardState({ token, children, showMessage = false }: { token: string; children: ReactNode; showMessage?: boolean }) {
  const t = useT();
  const { status, account, message } = useLoyalty(token);
  if (account) return <>{children}</>;
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>{t('loyalty.failed')}</p>
        <button type="button" onClick={() => void useLoyaltyStore.getState().load(token)}>
          {t('services.retry')}
        </button>
      </div>
    );
  }
  if (status === 'none') {
    return (
      <>
        {showMessage ? <p className="empty-state">{message || t('loyalty.noCard')}</p> : null}
        <JoinLinks />
      </>
    );
  }
  return (
    <p className="empty-state" role="status">
      {t('loyalty.loading')}
    </p>
  );
}
