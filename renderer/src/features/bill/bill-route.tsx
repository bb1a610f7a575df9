import { useEffect, useState } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { COMMERCE_MESSAGE, type Bill } from '@common/api';
import { paths } from '@renderer/lib/paths';
import { viewBill } from '@renderer/lib/api/commerce-calls';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { payBillBalance } from '@renderer/features/cart';
import { useContentStore } from '@renderer/features/content';
import { formatMinor } from '@renderer/lib/currency';
import { openDialog } from '@renderer/features/shell';
import { BillTable } from './bill-table';
import { RoomCheckoutForm } from './room-checkout-form';
import { checkOut } from './check-out';

type BillState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; bill: Bill };

/** Refusals of a room device's checkout that the guest can act on (docs/backend-contract.md). */
const ROOM_REFUSALS = [COMMERCE_MESSAGE.checkoutBookingNeeded, COMMERCE_MESSAGE.checkoutBookingWrong, COMMERCE_MESSAGE.checkoutAtReception] as const;
const isRoomRefusal = (message: string | undefined): message is (typeof ROOM_REFUSALS)[number] =>
  (ROOM_REFUSALS as readonly (string | undefined)[]).includes(message);

function BillView({ token, inRoom }: { token: string; inRoom: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ round: number; state: BillState } | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = useContentStore((s) => s.structure?.config.currency);

  useEffect(() => {
    let live = true;
    void viewBill(token).then((answer) => {
      // Part 2 §8: a failed bill reads as null; a refusal is no bill either.
      const next: BillState = answer?.result === 0 && answer.data ? { status: 'ready', bill: answer.data } : { status: 'unavailable' };
      if (live) setLoaded({ round, state: next });
    });
    return () => {
      live = false;
    };
  }, [token, round]);
  const state: BillState = loaded?.round === round ? loaded.state : { status: 'loading' };

  const [paying, setPaying] = useState(false);
  const pay = async () => {
    setPaying(true);
    await payBillBalance();
    setPaying(false);
  };

  const run = async (bookingNumber?: string) => {
    setBusy(true);
    const outcome = await checkOut(token, bookingNumber);
    setBusy(false);
    if (outcome.ok) {
      openDialog({ title: t('services.bill.thanksTitle'), text: t('services.bill.thanksText') });
      void navigate(paths.index, { replace: true });
      return;
    }
    const text = isRoomRefusal(outcome.message) ? t(`services.bill.${outcome.message}`) : outcome.message || t('services.bill.checkoutFailed');
    openDialog({ kind: 'error', title: t('shell.error'), text });
  };
  const balance = state.status === 'ready' ? state.bill.balanceMinor : 0;
  const owed = formatMinor(balance, currency);
  const confirm = (bookingNumber?: string) =>
    openDialog({
      title: t('services.bill.confirmTitle'),
      // A balance is charged to the card on file: the guest reads it before leaving.
      text: balance > 0 ? `${t('services.bill.balanceOnCheckout', { amount: owed })} ${t('services.bill.confirmText')}` : t('services.bill.confirmText'),
      buttons: [{ label: t('services.bill.checkout'), onClick: () => void run(bookingNumber) }, { label: t('services.bill.cancel') }],
    });

  if (state.status === 'loading') return <p className="empty-state" role="status">{t('services.bill.loading')}</p>;
  if (state.status === 'unavailable') {
    return (
      <div role="alert">
        <p>{t('services.bill.unavailable')}</p>
        <button type="button" onClick={() => setRound((n) => n + 1)}>
          {t('services.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <BillTable bill={state.bill} />
      {state.bill.checkedOut ? (
        <p className="empty-state">{t('services.bill.checkedOut')}</p>
      ) : inRoom ? (
        <RoomCheckoutForm busy={busy} onCheckout={confirm} />
      ) : (
        <div className="bill-actions">
          {balance > 0 ? (
            <button type="button" className="primary bill-pay" disabled={paying} aria-busy={paying} onClick={() => void pay()}>
              {t('services.bill.payBalance', { amount: owed })}
            </button>
          ) : null}
          <button type="button" className={balance > 0 ? 'bill-checkout' : 'primary bill-checkout'} disabled={busy} aria-busy={busy} onClick={() => confirm()}>
            {t('services.bill.checkout')}
          </button>
        </div>
      )}
    </>
  );
}

/** `/viewbill` (part 2 §2): the folio with its balance, paying the balance online, and remote checkout. */
export function BillRoute() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const inRoom = useAuthStore((s) => s.authType === 'inRoom');
  return (
    <section className="page bill" aria-labelledby="bill-title">
      <h1 id="bill-title">{t('shell.titles.viewbill')}</h1>
      {token ? <BillView token={token} inRoom={inRoom} /> : <LoginRequired />}
    </section>
  );
}
