import type { AppContext } from '../app-context';
import { orderSeqsOf, type PaymentRow } from './payment-store';

/** Pay or decline once: the payment and each of its orders' payment status change together, or not at all. */
export function settlePayment(ctx: AppContext, payment: PaymentRow, status: 'paid' | 'failed'): boolean {
  if (!ctx.payments.settle(payment.id, status)) return false;
  for (const seq of orderSeqsOf(payment)) ctx.orders.setPayment(seq, status);
  return true;
}
