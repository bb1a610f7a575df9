import { Link } from 'react-router-dom';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { MyBookings } from './my-bookings';
import { OrderDetails } from './order-details';
import { listedOrders, wakeUpServiceId } from './order-rules';
import { useOrders } from './use-orders';
import './orders.css';

const modalSearch = (id: string) => `?${new URLSearchParams({ modalType: 'order', modalId: id })}`;

function OrderList({ token }: { token: string }) {
  const t = useT();
  const { orders, status, reload, hasEarlier, loadEarlier } = useOrders(token);
  const wakeUpService = useContentStore((s) => wakeUpServiceId(s.structure));
  const shown = listedOrders(orders, wakeUpService);
  if (shown.length === 0) {
    if (status === 'failed') {
      return (
        <div className="load-failed" role="alert">
          <p>{t('orders.loadFailed')}</p>
          <button type="button" onClick={() => void reload()}>
            {t('orders.retry')}
          </button>
        </div>
      );
    }
    return (
      <p className="empty-state" role="status">
        {status === 'ready' ? t('orders.empty') : t('orders.loading')}
      </p>
    );
  }
  return (
    <>
      <ul className="order-list" aria-busy={status === 'loading'}>
        {shown.map((order) => (
          <li key={order.id} className="order-card" data-testid="order" data-status={order.status}>
            <h2>
              <Link to={{ search: modalSearch(order.id) }}>{t('orders.orderNumber', { id: order.id })}</Link>
            </h2>
            <OrderDetails order={order} full={false} />
          </li>
        ))}
      </ul>
      {hasEarlier && (
        <button type="button" className="order-list-earlier" disabled={status === 'loading'} onClick={() => void loadEarlier()}>
          {t('orders.earlier')}
        </button>
      )}
    </>
  );
}

/** `/orders` (part 2 §2): the guest's bookings and orders; a click on an order opens its modal through the page query. */
export function OrdersRoute() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  return (
    <section className="page orders" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('shell.titles.orders')}</h1>
      {token ? (
        <>
          <MyBookings token={token} />
          <OrderList token={token} />
        </>
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}
