import type { Dayjs } from 'dayjs';
import type { Order } from '@common/api';
import { ORDER_STATUS } from '@common/spec';
import { DELIVERY_TIME_FORMAT } from './order-format';
import { isWakeUpOrder, orderTvId } from './order-rules';

/** Part 2 §4: the alarm is the wake-up service's order with status '0' placed for this area's TV. */
export function findAlarm(orders: readonly Order[], wakeUpService: number | undefined, tvId: string): Order | undefined {
  return orders.find((order) => isWakeUpOrder(order, wakeUpService) && order.status === ORDER_STATUS.placed && orderTvId(order) === tvId);
}

export const toDeliveryTime = (choice: Dayjs): string => choice.second(0).millisecond(0).format(DELIVERY_TIME_FORMAT);
