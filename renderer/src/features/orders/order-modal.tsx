import { useState } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { openDialog } from '@renderer/features/shell';
import { cancelPlacedOrder, payOrder, repeatOrder } from './order-actions';
import { OrderDetails } from './order-details';
import { cancelPaymentNote, orderActions } from './order-rules';
import { useOrders } from './use-orders';
import './orders.css';

/** The order modal (`modalType=order&modalId=<id>`): details and the actions its status allows. */
export function OrderModal({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const { orders, status } = useOrders(token, true);
  const byId = useContentStore((s) => s.index.byId);
  const [busy, setBusy] = useState(false);
  if (!token) return <LoginRequired />;
  const order = orders.find((candidate) => candidate.id === id);
  if (!order) {
    return (
      <p className="empty-state" role="status">
        {status === 'ready' || status === 'failed' ? t('orders.notFound') : t('orders.loading')}
      </p>
    );
  }
  const actions = orderActions(order);
  const title = t('orders.orderNumber', { id: order.id });

  const cancel = async () => {
    setBusy(true);
    const ok = await cancelPlacedOrder(token, order.id);
    setBusy(false);
    if (ok) {
      onClose();
      openDialog({ title, text: t('orders.order_cancelled') });
    } else {
      openDialog({ kind: 'error', title: t('shell.error'), text: t('login.generic') });
    }
  };
  const confirmCancel = () => {
    const note = cancelPaymentNote(order);
    openDialog({
      title: t('orders.cancelQuestion', { id: order.id }),
      text: note ? `${t('orders.cancelNotice')} ${t(note)}` : t('orders.cancelNotice'),
      // The first button has the focus: keeping the order is the safe answer.
      buttons: [{ label: t('orders.keep') }, { label: t('orders.cancel'), onClick: () => void cancel() }],
    });
  };
  const repeat = () => {
    repeatOrder(order, (pageId) => byId.get(pageId));
    onClose();
    void navigate(paths.cart);
  };
  const pay = async () => {
    setBusy(true);
    await payOrder(order);
    setBusy(false);
  };

  return (
    <div className="order-modal" data-testid="order-modal">
      <h3>{title}</h3>
      <OrderDetails order={order} full />
      <div className="order-actions">
        {actions.cancel ? (
          <button type="button" disabled={busy} onClick={confirmCancel}>
            {t('orders.cancel')}
          </button>
        ) : null}
        {actions.repeat ? (
          <button type="button" className="primary" disabled={busy} onClick={repeat}>
            {t('orders.repeat')}
          </button>
        ) : null}
        {actions.pay ? (
          <button type="button" className="primary" disabled={busy} onClick={() => void pay()}>
            {t('orders.pay')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
