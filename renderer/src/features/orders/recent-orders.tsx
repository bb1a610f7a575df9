import { useT } from '@renderer/lib/i18n';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { OrderDetails } from './order-details';
import { listedOrders, wakeUpServiceId } from './order-rules';
import { useOrders } from './use-orders';
import './orders.css';

/** The guest's latest orders in brief, newest first, for another screen (the assistant's "where is my order?"). */
export function RecentOrders({ limit }: { limit: number }) {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const { orders, status } = useOrders(token);
  const wakeUpService = useContentStore((s) => wakeUpServiceId(s.structure));
  if (!token) return null;
  const shown = listedOrders(orders, wakeUpService).slice(0, limit);
  if (shown.length === 0) {
    const text = status === 'failed' ? t('orders.loadFailed') : status === 'ready' ? t('orders.empty') : t('orders.loading');
    return <p role="status">{text}</p>;
  }
  return (
    <ul className="order-list recent-orders" data-testid="recent-orders">
      {shown.map((order) => (
        <li key={order.id} className="order-card" data-status={order.status}>
          <h3>{t('orders.orderNumber', { id: order.id })}</h3>
          <OrderDetails order={order} full={false} />
        </li>
      ))}
    </ul>
  );
}
