import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getPayment } from '@renderer/lib/api/commerce-calls';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useAuthStore } from '@renderer/features/auth';
import '../cart.css';

const SENT_TEXT: Readonly<Record<string, TranslationKey>> = {
  shop: 'cart.orderSent',
  service: 'cart.serviceSent',
  loyalty: 'cart.loyaltySent',
};

type PaymentState = 'loading' | 'paid' | 'pending' | 'failed';

function usePaymentState(paymentId: string | null): PaymentState {
  const token = useAuthStore((state) => state.token);
  const [state, setState] = useState<PaymentState>(paymentId ? 'loading' : 'failed');
  useEffect(() => {
    if (!paymentId) return;
    let live = true;
    getPayment(paymentId, token ?? '')
      .then((answer) => {
        const status = answer.result === 0 ? answer.data?.data.status : undefined;
        if (live) setState(status === 'paid' ? 'paid' : status === 'pending' ? 'pending' : 'failed');
      })
      .catch((error: unknown) => {
        log('warn', 'payment status failed', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [paymentId, token]);
  return state;
}

const PAYMENT_TEXT: Readonly<Record<Exclude<PaymentState, 'loading'>, TranslationKey>> = {
  paid: 'cart.paid',
  pending: 'cart.paymentPending',
  failed: 'cart.paymentFailed',
};

function ResultPayment({ paymentId }: { paymentId: string | null }) {
  const t = useT();
  const state = usePaymentState(paymentId);
  if (state === 'loading') return <p role="status">{t('shell.loading')}</p>;
  return (
    <p role={state === 'failed' ? 'alert' : 'status'} data-payment-state={state} className={state === 'failed' ? 'error-text' : undefined}>
      {t(PAYMENT_TEXT[state])}
    </p>
  );
}

/** `/information/order-is-sent?type=shop|service|loyalty` and `/information/result-payment?paymentId=`. */
export function OrderInformation({ type }: { type: 'order-is-sent' | 'result-payment' }) {
  const t = useT();
  const [search] = useSearchParams();
  return (
    <section className="page information order-information" data-type={type}>
      {type === 'result-payment' ? (
        <ResultPayment paymentId={search.get('paymentId')} />
      ) : (
        <h1>{t(SENT_TEXT[search.get('type') ?? ''] ?? 'cart.orderSent')}</h1>
      )}
      {search.get('for') === 'bill' ? (
        <p>
          <Link to="/viewbill">{t('cart.toBill')}</Link>
        </p>
      ) : (
        <p>
          <Link to="/orders">{t('cart.toOrders')}</Link>
        </p>
      )}
      <p>
        <Link to="/">{t('cart.toHome')}</Link>
      </p>
    </section>
  );
}
