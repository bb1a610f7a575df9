import type { ReactNode } from 'react';
import type { LoyaltyAccount } from '@common/api';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { CardState } from './card-state';
import { groupCardNumber, levelName, progressText } from './loyalty-rules';
import { useLoyaltyStore } from './loyalty-store';
import { QrCode } from './qr-code';
import './loyalty.css';

function CardScreen({ title, children }: { title: TranslationKey; children: (account: LoyaltyAccount) => ReactNode }) {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const account = useLoyaltyStore((s) => s.account);
  return (
    <section className="page loyalty" aria-labelledby="loyalty-title">
      <h1 id="loyalty-title">{t(title)}</h1>
      {token ? (
        <CardState token={token} showMessage>
          {account ? children(account) : null}
        </CardState>
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}

function Facts({ account }: { account: LoyaltyAccount }) {
  const t = useT();
  return (
    <dl className="loyalty-facts">
      <div>
        <dt>{t('loyalty.points')}</dt>
        <dd data-testid="loyalty-points">{account.points}</dd>
      </div>
      <div>
        <dt>{t('loyalty.level')}</dt>
        <dd>{levelName(account.level, t)}</dd>
      </div>
    </dl>
  );
}

/** `/loyalty/card`, titled 'my card'. */
export function LoyaltyCardRoute() {
  const t = useT();
  return (
    <CardScreen title="shell.titles.myCard">
      {(account) => (
        <div className="loyalty-card" data-testid="loyalty-card">
          <p className="loyalty-card-name">{account.name}</p>
          <p className="loyalty-card-number" dir="ltr" aria-label={`${t('loyalty.cardNumber')} ${account.cardNumber}`}>
            {groupCardNumber(account.cardNumber)}
          </p>
          <Facts account={account} />
        </div>
      )}
    </CardScreen>
  );
}

/** `/loyalty/qr`, titled 'my card': the card number as a QR code to show at the desk. */
export function LoyaltyQrRoute() {
  const t = useT();
  return (
    <CardScreen title="shell.titles.myCard">
      {(account) => (
        <figure className="loyalty-qr">
          <QrCode text={account.cardNumber} label={`${t('loyalty.cardNumber')} ${account.cardNumber}`} />
          <figcaption>
            {groupCardNumber(account.cardNumber)}
            <br />
            {t('loyalty.qrHint')}
          </figcaption>
        </figure>
      )}
    </CardScreen>
  );
}

/** `/loyalty/progress`, titled 'my progress': points, level and what is left to the next one. */
export function LoyaltyProgressRoute() {
  const t = useT();
  return (
    <CardScreen title="shell.titles.myProgress">
      {(account) => {
        const next = progressText(account, t);
        return (
          <>
            <Facts account={account} />
            <p className="loyalty-next" data-testid="loyalty-next">
              {t(next.key, next.params)}
            </p>
          </>
        );
      }}
    </CardScreen>
  );
}
