import { lazy } from 'react';

export { useOrdersStore, refetchOrders, ORDER_LIST_LOGOUT_RESULT, type OrdersStatus } from './orders-store';
export { useOrders } from './use-orders';
export { orderActions, statusText, isWakeUpOrder, orderTvId, serviceOf, wakeUpServiceId, listedOrders } from './order-rules';
export { formatMinor, useMoney } from './money';
export { LoginRequired } from './login-required';

export const loadOrdersRoute = () => import('./orders-route').then((m) => ({ Component: m.OrdersRoute }));
export const loadWakeUpRoute = () => import('./wake-up-route').then((m) => ({ Component: m.WakeUpRoute }));
/** The order modal opened by `modalType=order&modalId=<id>`. */
export const LazyOrderModal = lazy(() => import('./order-modal').then((m) => ({ default: m.OrderModal })));
