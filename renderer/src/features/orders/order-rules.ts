import type { Order, Structure } from '@common/api';
import { pageKey } from '@common/api';
import { ORDER_STATUS, type OrderStatus } from '@common/spec';
import type { TranslationKey } from '@renderer/lib/i18n';

/** Part 2 §3 status codes: not_placed 4, placed 0, in_process 1, completed 2, canceled 3. */
const STATUS_TEXT: Readonly<Record<OrderStatus, TranslationKey>> = {
  [ORDER_STATUS.not_placed]: 'orders.status_4',
  [ORDER_STATUS.placed]: 'orders.status_0',
  [ORDER_STATUS.in_process]: 'orders.status_1',
  [ORDER_STATUS.completed]: 'orders.status_2',
  [ORDER_STATUS.canceled]: 'orders.status_3',
};

export const statusText = (status: string): TranslationKey | undefined => STATUS_TEXT[status as OrderStatus];

export interface OrderActions {
  cancel: boolean;
  repeat: boolean;
  pay: boolean;
}

/** Part 2 §4: '0' can be cancelled; '2' or '3' repeated; an unpaid online order that is not canceled paid. */
export function orderActions(order: Pick<Order, 'status' | 'paymentMethod' | 'payment'>): OrderActions {
  return {
    cancel: order.status === ORDER_STATUS.placed,
    repeat: order.status === ORDER_STATUS.completed || order.status === ORDER_STATUS.canceled,
    pay: order.paymentMethod === 'payOnline' && order.payment?.status !== 'paid' && order.status !== ORDER_STATUS.canceled,
  };
}

/**
 * What cancelling does to what the guest paid: an online payment goes back to the card, points to the loyalty
 * account, a room charge comes off the bill. Nothing to say for an order not paid yet.
 */
export function cancelPaymentNote(order: Pick<Order, 'paymentMethod' | 'payment'>): TranslationKey | undefined {
  if (order.paymentMethod === 'payOnline') return order.payment?.status === 'paid' ? 'orders.refundCard' : undefined;
  if (order.paymentMethod === 'loyalty') return 'orders.refundPoints';
  if (order.paymentMethod === 'pos') return 'orders.offTheBill';
  return undefined;
}

/** Part 2 §7: a service order's service is its serviceId, else its shopId. */
export const serviceOf = (order: Pick<Order, 'serviceId' | 'shopId'>): number => order.serviceId ?? order.shopId;

/** The service of the wake-up page (`structure.wakeupcall.pageId`), when the hotel has one. */
export function wakeUpServiceId(structure: Pick<Structure, 'wakeupcall' | 'pages'> | null | undefined): number | undefined {
  const pageId = structure?.wakeupcall?.pageId;
  if (pageId === undefined) return undefined;
  return structure?.pages[pageKey(pageId)]?.serviceId;
}

export const isWakeUpOrder = (order: Order, wakeUpService: number | undefined): boolean =>
  wakeUpService !== undefined && order.type === 'service' && serviceOf(order) === wakeUpService;

/** Part 2 §4: orders of the wake-up service stay out of the list; the newest order comes first. */
export function listedOrders(orders: readonly Order[], wakeUpService: number | undefined): Order[] {
  return orders
    .filter((order) => !isWakeUpOrder(order, wakeUpService))
    .map((order, at) => ({ order, at }))
    .sort((a, b) => (b.order.createdAt ?? '').localeCompare(a.order.createdAt ?? '') || a.at - b.at)
    .map(({ order }) => order);
}

/** The TV area an order was placed for: its own tvId, else its first item's. */
export const orderTvId = (order: Pick<Order, 'tvId' | 'data'>): string | undefined => order.tvId ?? order.data[0]?.tvId;
