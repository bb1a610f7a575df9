import { ORDER_STATUS, type OrderStatus } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { catalogueOf } from './catalogue';
import type { OrderRow } from './order-store';

/** Part 2 §4: placed → in process → completed, and placed or in process → canceled; 2 and 3 are final. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.placed]: [ORDER_STATUS.in_process, ORDER_STATUS.completed, ORDER_STATUS.canceled],
  [ORDER_STATUS.in_process]: [ORDER_STATUS.completed, ORDER_STATUS.canceled],
  [ORDER_STATUS.completed]: [],
  [ORDER_STATUS.canceled]: [],
  [ORDER_STATUS.not_placed]: [],
};

const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/**
 * Moves the order and settles its points in the caller's transaction: a cancel gives back points it spent; a
 * completion credits the guest's loyalty account one point per whole major unit, once (not for point-paid orders).
 */
export function moveOrder(ctx: AppContext, hotel: Hotel, order: OrderRow, to: OrderStatus): boolean {
  if (!canMove(order.status, to) || !ctx.orders.setStatus(order.seq, order.status, to)) return false;
  const account = order.guest_id === null ? undefined : ctx.loyalty.ofGuest(order.guest_id);
  if (to === ORDER_STATUS.canceled && order.points_spent > 0 && account) ctx.loyalty.addPoints(account.id, order.points_spent);
  if (to === ORDER_STATUS.completed && order.payment_method !== 'loyalty') {
    const points = Math.floor(order.total_minor / 10 ** catalogueOf(hotel).precision);
    if (ctx.orders.setEarned(order.seq, account ? points : 0) && account && points > 0) ctx.loyalty.addPoints(account.id, points);
  }
  return true;
}
