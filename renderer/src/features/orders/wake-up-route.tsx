import type { Dayjs } from 'dayjs';
import { Suspense, useRef, useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { LazyTimeWheels, placeOrder } from '@renderer/features/cart';
import { useContentStore, usePage } from '@renderer/features/content';
import { openPopup, showToast, usePopupStore } from '@renderer/features/overlays';
import { useAreaStore, useDeviceStore } from '@renderer/features/room';
import { openDialog } from '@renderer/features/shell';
import { cancelPlacedOrder } from './order-actions';
import { formatWhen, parseDeliveryTime } from './order-format';
import { refetchOrders } from './orders-store';
import { useOrders } from './use-orders';
import { findAlarm, toDeliveryTime } from './wake-up-rules';
import './orders.css';

function WakeUp({ token }: { token: string }) {
  const t = useT();
  const pageId = useContentStore((s) => s.structure?.wakeupcall?.pageId);
  const page = usePage(pageId ?? Number.NaN);
  const serviceId = page?.serviceId;
  const tvId = useAreaStore((s) => s.TVID);
  const tablet = useDeviceStore((s) => s.mode === 'tablet');
  const { orders, status } = useOrders(token);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The tablet popup keeps the picker it was opened with, so a second tap is stopped here, not by `busy`.
  const sending = useRef(false);
  if (!page || serviceId === undefined) return <p className="empty-state">{t('orders.wakeUp.unavailable')}</p>;
  const alarm = findAlarm(orders, serviceId, tvId);
  const alarmTime = parseDeliveryTime(alarm?.deliveryTime);

  const set = async (choice: Dayjs) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const outcome = await placeOrder({
      type: 'service',
      shopId: serviceId,
      lines: [{ id: page.id, title: page.title, price: page.cost ?? 0, amount: 1, toppings: [], shopId: serviceId, serviceId }],
      deliveryTime: toDeliveryTime(choice),
      tvId,
      // The alarm never passes through the cart, so the cart stays as it is.
      keepCart: true,
    });
    if (outcome.ok) {
      await refetchOrders();
      setPicking(false);
      usePopupStore.getState().close();
      showToast(t('orders.wakeUp.done'));
    }
    sending.current = false;
    setBusy(false);
  };
  const cancel = async () => {
    if (!alarm) return;
    setBusy(true);
    const ok = await cancelPlacedOrder(token, alarm.id);
    setBusy(false);
    if (ok) showToast(t('orders.wakeUp.cancelled'));
    else openDialog({ kind: 'error', title: t('shell.error'), text: t('login.generic') });
  };
  const picker = (
    <Suspense fallback={null}>
      <LazyTimeWheels onDone={(choice) => void set(choice)} />
    </Suspense>
  );
  const startPicking = () => {
    // Part 2 §2: on a tablet the picker is a popup, the alarm's one 650 px wide.
    if (tablet) openPopup({ type: 'timepicker', title: t('orders.wakeUp.set'), alarm: true, body: picker });
    else setPicking(true);
  };

  return (
    <>
      <p className="wake-up-status" role="status" data-testid="wake-up-status">
        {alarm && alarmTime
          ? t('orders.wakeUp.at', { time: formatWhen(alarmTime) })
          : status === 'ready' || status === 'failed'
            ? t('orders.wakeUp.none')
            : t('orders.loading')}
      </p>
      <div className="order-actions">
        {alarm ? (
          <button type="button" disabled={busy} onClick={() => void cancel()}>
            {t('orders.wakeUp.cancel')}
          </button>
        ) : (
          <button type="button" className="primary" disabled={busy || picking} onClick={startPicking}>
            {t('orders.wakeUp.set')}
          </button>
        )}
      </div>
      {picking && !alarm ? picker : null}
    </>
  );
}

/** `/wake-up` (part 2 §4): shows, sets and cancels this area's wake-up call. */
export function WakeUpRoute() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  return (
    <section className="page wake-up" aria-labelledby="wake-up-title">
      <h1 id="wake-up-title">{t('shell.titles.wakeUp')}</h1>
      {token ? <WakeUp token={token} /> : <LoginRequired />}
    </section>
  );
}
