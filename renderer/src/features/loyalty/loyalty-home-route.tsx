import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { CardState } from './card-state';
import { levelName } from './loyalty-rules';
import { useLoyalty } from './use-loyalty';
import './loyalty.css';

function Programme({ token }: { token: string }) {
  const t = useT();
  const { account } = useLoyalty(token);
  return (
    <CardState token={token}>
      {account ? (
        <>
          <p className="loyalty-summary" data-testid="loyalty-summary">
            {account.name} · {account.points} · {levelName(account.level, t)}
          </p>
          <ul className="child-links">
            <li>
              <Link to={paths.loyaltyCard}>{t('loyalty.myCard')}</Link>
            </li>
            <li>
              <Link to={paths.loyaltyQr}>{t('loyalty.myQr')}</Link>
            </li>
            <li>
              <Link to={paths.loyaltyProgress}>{t('loyalty.myProgress')}</Link>
            </li>
          </ul>
        </>
      ) : null}
    </CardState>
  );
}

/** `/loyalty`: the guest's card and its screens, or the ways to join. */
export function LoyaltyRoute() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  return (
    <section className="page loyalty" aria-labelledby="loyalty-title">
      <h1 id="loyalty-title">{t('shell.titles.loyalty')}</h1>
      {token ? <Programme token={token} /> : <LoginRequired />}
    </section>
  );
}
