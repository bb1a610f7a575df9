import { useEffect, useState } from 'react';
import type { Bill, Order } from '@common/api';
import { listOrders, viewBill } from '@renderer/lib/api/commerce-calls';
import { formatMinor } from '@renderer/lib/currency';
import { useT } from '@renderer/lib/i18n';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { serviceOf, statusText, wakeUpServiceId } from '@renderer/features/orders';

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/** Fetched when the answer is shown, not before: most questions never need the guest's bill or orders. */
function useLoaded<T>(load: (token: string) => Promise<T | null>): Loaded<T> | null {
  const token = useAuthStore((s) => s.token);
  const [loaded, setLoaded] = useState<{ token: string; value: T | null } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void load(token).then((value) => live && setLoaded({ token, value }));
    return () => {
      live = false;
    };
  }, [token, load]);
  if (!token) return null;
  if (loaded?.token !== token) return { state: 'loading' };
  return loaded.value === null ? { state: 'failed' } : { state: 'ready', value: loaded.value };
}

const loadBill = (token: string): Promise<Bill | null> => viewBill(token).then((answer) => (answer?.result === 0 && answer.data ? answer.data : null));
const loadOrders = (token: string): Promise<Order[] | null> =>
  listOrders(token).then(
    (answer) => (answer.result === 0 ? (answer.data ?? []) : null),
    () => null,
  );

/** How many of the latest bill lines or orders an answer lists; the screen behind it has them all. */
const LATEST = 3;

export function BillSummary() {
  const t = useT();
  const currency = useContentStore((s) => s.structure?.config.currency);
  const bill = useLoaded(loadBill);
  if (bill === null) return <p>{t('assistant.loginForBill')}</p>;
  if (bill.state === 'loading') return <p role="status">{t('services.bill.loading')}</p>;
  if (bill.state === 'failed') return <p>{t('assistant.bill.unavailable')}</p>;
  const money = (minor: number) => formatMinor(minor, currency);
  return (
    <div className="assistant-guest-data" data-testid="assistant-bill">
      <p className="assistant-figure">{t('assistant.bill.balance', { amount: money(bill.value.balanceMinor) })}</p>
      <ul>
        {bill.value.lines.slice(-LATEST).map((line, at) => (
          <li key={`${line.date}-${at}`}>
            {line.date} · {line.title} · {money(line.amountMinor)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrdersSummary() {
  const t = useT();
  const currency = useContentStore((s) => s.structure?.config.currency);
  const alarmService = useContentStore((s) => wakeUpServiceId(s.structure));
  const orders = useLoaded(loadOrders);
  if (orders === null) return <p>{t('assistant.loginForBill')}</p>;
  if (orders.state === 'loading') return <p role="status">{t('orders.loading')}</p>;
  if (orders.state === 'failed') return <p>{t('assistant.orders.unavailable')}</p>;
  // The wake-up call is an order to the backend, not to the guest: it has its own screen.
  const shown = orders.value.filter((order) => order.type !== 'service' || serviceOf(order) !== alarmService).slice(0, LATEST);
  if (shown.length === 0) return <p>{t('assistant.orders.none')}</p>;
  return (
    <ul className="assistant-guest-data" data-testid="assistant-orders">
      {shown.map((order) => {
        const status = statusText(order.status);
        return (
          <li key={order.id}>
            {t('assistant.orders.line', {
              id: order.id,
              items: order.data.map((item) => `${item.title} × ${item.amount}`).join(', '),
              status: status ? t(status) : order.status,
            })}{' '}
            · {formatMinor(order.totalMinor, currency)}
          </li>
        );
      })}
    </ul>
  );
}
