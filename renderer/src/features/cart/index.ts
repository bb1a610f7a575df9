import { withFeatureTexts } from '@renderer/lib/i18n';
import { lazy } from 'react';
import type { OrderDraft, PaymentTarget, PlaceOrderOutcome } from './order-types';

/*
 * The cart's public face. Only the tiny store is imported eagerly (the floating cart reads it on the first
 * screen); ordering, payment and every screen load on demand.
 */
export { useCartStore, useCartCount, addLinesToCart, type CartOrder, type CartRecord } from './cart-store';
export type { CartLine, CartTopping, NewCartLine } from './cart-lines';
export type { OrderDraft, PlaceOrderOutcome, PaymentTarget } from './order-types';

/** The one order-create path: shows the 'error' dialog (createOrder_{result}, nopost_error) itself on failure. */
export const placeOrder = (draft: OrderDraft): Promise<PlaceOrderOutcome> =>
  withFeatureTexts(() => import('./place-order'))().then((m) => m.placeOrder(draft));

/** Online payment for placed orders: QR dialog (tablet), hosted page link, or order-is-sent. */
export const payOrders = (orders: PaymentTarget[]): Promise<void> => withFeatureTexts(() => import('./pay-orders'))().then((m) => m.payOrders(orders));

/** The bill's balance, paid through the same online payment. */
export const payBillBalance = (): Promise<void> => withFeatureTexts(() => import('./pay-orders'))().then((m) => m.payBillBalance());

export const loadCartRoute = withFeatureTexts(() => import('./cart-route').then((m) => ({ Component: m.CartRoute })));

/** Toppings, amount, price and the add button of a product (phone modal, tablet product view). */
export const LazyAddToCart = lazy(withFeatureTexts(() => import('./add-to-cart/add-to-cart').then((m) => ({ default: m.AddToCart }))));
/** The Book button of a service page (simplified services are ordered at once). */
export const LazyServiceBooking = lazy(withFeatureTexts(() => import('./add-to-cart/service-booking').then((m) => ({ default: m.ServiceBooking }))));
/** Day, hour and minute wheels for any time of the next 5 days (the wake-up call). */
export const LazyTimeWheels = lazy(withFeatureTexts(() => import('./time/any-time-wheels').then((m) => ({ default: m.AnyTimeWheels }))));
/** `/information/order-is-sent` and `/information/result-payment`. */
/** The timepicker modal opened by query for a shop. */
export const LazyShopTimepicker = lazy(withFeatureTexts(() => import('./time/shop-timepicker').then((m) => ({ default: m.ShopTimepicker }))));
export const LazyOrderInformation = lazy(withFeatureTexts(() => import('./information/order-information').then((m) => ({ default: m.OrderInformation }))));
