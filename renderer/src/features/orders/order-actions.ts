import type { Order, Page } from '@common/api';
import { cancelOrder } from '@renderer/lib/api/commerce-calls';
import { log } from '@renderer/lib/log';
import { addLinesToCart, payOrders } from '@renderer/features/cart';
import { refetchOrders } from './orders-store';
import { repeatLines } from './repeat-lines';

/** `orderCancel`: true on result 0, after which the list is reloaded. */
export async function cancelPlacedOrder(token: string, orderId: string): Promise<boolean> {
  let result: number | undefined;
  try {
    result = (await cancelOrder({ token, orderId })).result;
  } catch (error) {
    log('warn', 'order cancel failed', error);
  }
  if (result !== 0) return false;
  void refetchOrders();
  return true;
}

export const repeatOrder = (order: Order, pageOf: (id: number) => Page | undefined): void => addLinesToCart(repeatLines(order, pageOf));

export async function payOrder(order: Order): Promise<void> {
  await payOrders([{ id: order.id, type: order.type }]);
  void refetchOrders();
}
