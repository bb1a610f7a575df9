import { withFeatureTexts } from '@renderer/lib/i18n';
import { lazy } from 'react';

/** For the realtime 'orderUpdateData' command; the store loads with it, never with the first screen. */
export const refetchOrders = (): Promise<void> => import('./orders-store').then((m) => m.refetchOrders());

export const loadOrdersRoute = withFeatureTexts(() => import('./orders-route').then((m) => ({ Component: m.OrdersRoute })));
export const loadWakeUpRoute = withFeatureTexts(() => import('./wake-up-route').then((m) => ({ Component: m.WakeUpRoute })));
/** The order modal opened by `modalType=order&modalId=<id>`. */
export const LazyOrderModal = lazy(withFeatureTexts(() => import('./order-modal').then((m) => ({ default: m.OrderModal }))));
/** The latest orders in brief, for the assistant's answer about them. */
export const LazyRecentOrders = lazy(withFeatureTexts(() => import('./recent-orders').then((m) => ({ default: m.RecentOrders }))));
