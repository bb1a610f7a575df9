import type { Order } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { useContentStore } from '@renderer/features/content';
import { useMoney } from './money';
import { formatWhen, parseDeliveryTime } from './order-format';
import { statusText } from './order-rules';
import { toppingOf } from './repeat-lines';

function OrderStatusText({ status }: { status: string }) {
  const t = useT();
  const key = statusText(status);
  return <span className={`order-status order-status-${status}`}>{key ? t(key) : status}</span>;
}

function OrderWhen({ order }: { order: Order }) {
  const t = useT();
  const when = parseDeliveryTime(order.deliveryTime);
  return <>{when ? formatWhen(when) : t('orders.asap')}</>;
}

/** Status, time, items and total of one order: the list shows it in brief, the modal in full. */
export function OrderDetails({ order, full }: { order: Order; full: boolean }) {
  const t = useT();
  const money = useMoney();
  const byId = useContentStore((s) => s.index.byId);
  const pageOf = (id: number) => byId.get(id);
  const total = money(order.totalMinor);
  return (
    <dl className="order-details">
      <div>
        <dt>{t('orders.status')}</dt>
        <dd>
          <OrderStatusText status={order.status} />
          {order.payment?.status === 'paid' ? <span className="order-paid"> · {t('orders.paid')}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('orders.time')}</dt>
        <dd>
          <OrderWhen order={order} />
        </dd>
      </div>
      <div>
        <dt>{t('orders.items')}</dt>
        <dd>
          <ul className="order-items">
            {order.data.map((item, at) => (
              <li key={`${item.id}-${at}`}>
                <span>
                  {item.title} × {item.amount}
                </span>
                {full && item.toppings.length > 0 ? (
                  <span className="order-toppings">
                    {item.toppings.map((topping) => `${toppingOf(pageOf(item.id), topping.id)?.name ?? topping.id} × ${topping.amount}`).join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {total ? (
        <div>
          <dt>{t('orders.total')}</dt>
          <dd className="price">{total}</dd>
        </div>
      ) : null}
    </dl>
  );
}
