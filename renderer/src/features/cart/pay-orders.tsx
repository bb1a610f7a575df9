import { PAYMENT_LOADER_MS } from '@common/spec';
import { createPayment } from '@renderer/lib/api/commerce-calls';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useAuthStore } from '@renderer/features/auth';
import { openPopup, trackRequest } from '@renderer/features/overlays';
import { useDeviceStore } from '@renderer/features/room';
import { useCartStore } from './cart-store';
import { NOPOST_MESSAGE, showOrderError } from './order-dialogs';
import type { PaymentTarget } from './order-types';
import { BILL_RETURN_QUERY, orderSentHref, replaceRoute, RESULT_PAYMENT_PATH } from './navigate-replace';

/** Part 2 §4: the loader for the payment link hides after 20 s even if the provider's page never comes. */
export function showPaymentLoader(ms: number = PAYMENT_LOADER_MS): () => void {
  const done = trackRequest('payment-link');
  const timer = setTimeout(done, ms);
  return () => {
    clearTimeout(timer);
    done();
  };
}

type PaymentFor = { orders: PaymentTarget[] } | { folio: true };

/**
 * Part 2 §4, §7: create a payment (source 'web'). A QR image on a non-mobile device is shown in a dialog; a link
 * is followed; otherwise `noLink` says where the guest goes.
 */
async function startPayment(target: PaymentFor, returnSearch: string, noLink: () => void): Promise<void> {
  const token = useAuthStore.getState().token;
  if (!token) return;
  let data: { link?: string; qrLink?: string } | undefined;
  try {
    const answer = await createPayment({ token, source: 'web', ...target, returnUrl: `${window.location.origin}${RESULT_PAYMENT_PATH}${returnSearch}` });
    if (answer.result !== 0) {
      showOrderError(answer.message === NOPOST_MESSAGE ? translate('cart.nopost_error') : translate('cart.paymentFailed'));
      return;
    }
    data = answer.data?.data;
  } catch (error) {
    log('warn', 'payment create failed', error);
    showOrderError(translate('cart.paymentFailed'));
    return;
  }
  if (data?.qrLink && useDeviceStore.getState().mode !== 'phone') {
    openPopup({ type: 'bigText', title: translate('cart.scanToPay'), body: <img className="payment-qr" src={data.qrLink} alt={translate('cart.scanToPay')} /> });
    return;
  }
  if (data?.link) {
    useCartStore.getState().patch({ lastPaymentLink: data.link });
    showPaymentLoader();
    window.location.assign(data.link);
    return;
  }
  noLink();
}

/** Placed orders, paid online; without a link the guest reads that the order is sent. */
export async function payOrders(orders: PaymentTarget[]): Promise<void> {
  if (orders.length === 0) return;
  const type = orders[0]?.type ?? 'shop';
  await startPayment({ orders }, '', () => replaceRoute(orderSentHref(type)));
}

/** Ours: what is left on the bill, paid through the same online payment; the guest comes back to the bill. */
export async function payBillBalance(): Promise<void> {
  await startPayment({ folio: true }, `?${BILL_RETURN_QUERY}`, () => replaceRoute('/viewbill'));
}
