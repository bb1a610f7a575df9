import type {
  BillResponse,
  FeedbackRequest,
  FeedbackResponse,
  LoyaltyLoginRequest,
  LoyaltyRegisterRequest,
  LoyaltyResponse,
  OrderCancelRequest,
  OrderCancelResponse,
  OrderCreateRequest,
  OrderCreateResponse,
  OrderListRequest,
  OrderListResponse,
  PaymentCreateRequest,
  PaymentCreateResponse,
  PaymentStatusResponse,
  RemoteCheckoutRequest,
  RemoteCheckoutResponse,
  SlotCancelRequest,
  SlotCancelResponse,
  SlotListRequest,
  SlotListResponse,
  SlotMineResponse,
  SlotTakeRequest,
  SlotTakeResponse,
} from '@common/api';
import { commercePaths, payPaths } from '@common/api';
import { BILL_TIMEOUT_MS, CHECKOUT_TIMEOUT_MS } from '@common/spec';
import { log } from '../log';
import { request } from './client';

/** Part 2 §7 orders: JSON bodies; a non-zero `result` is the caller's to show. */
export const createOrder = (payload: OrderCreateRequest) =>
  request<OrderCreateResponse>({ base: 'api', path: commercePaths.orderCreate, body: { json: payload } });

/** The newest page of the guest's orders; `before` (a page's `next`) reads on to older ones. */
export const listOrders = (token: string, before?: string) =>
  request<OrderListResponse>({ base: 'api', path: commercePaths.orderList, body: { json: { token, before } satisfies OrderListRequest } });

export const cancelOrder = (payload: OrderCancelRequest) =>
  request<OrderCancelResponse>({ base: 'api', path: commercePaths.orderCancel, body: { json: payload } });

/** Part 2 §7 payment, against the payment url. */
export const createPayment = (payload: PaymentCreateRequest) =>
  request<PaymentCreateResponse>({ base: 'pay', path: payPaths.create, body: { json: payload } });

/** Part 2 §7 puts the token in the query; the app sends it as a header, so no address (log, history) carries it. */
export const getPayment = (paymentId: string, token: string) =>
  request<PaymentStatusResponse>({ base: 'pay', path: payPaths.status(paymentId), headers: { Authorization: `Bearer ${token}` } });

export const listSlots = (payload: SlotListRequest) =>
  request<SlotListResponse>({ base: 'api', path: commercePaths.slotList, body: { json: payload } });

export const takeSlot = (payload: SlotTakeRequest) =>
  request<SlotTakeResponse>({ base: 'api', path: commercePaths.slotTake, body: { json: payload } });

/** Ours: give back a booking that has not begun. */
export const cancelSlot = (payload: SlotCancelRequest) =>
  request<SlotCancelResponse>({ base: 'api', path: commercePaths.slotCancel, body: { json: payload } });

/** Ours: the guest's bookings from today on. */
export const mySlots = (token: string) => request<SlotMineResponse>({ base: 'api', path: commercePaths.slotMine, body: { json: { token } } });

/** Part 2 §8: bill, checkout and feedback failures answer null; the screen says so. */
async function orNull<T>(what: string, call: Promise<T>): Promise<T | null> {
  try {
    const value = await call;
    return value && typeof value === 'object' ? value : null;
  } catch (error) {
    log('warn', `${what} failed`, error);
    return null;
  }
}

export const viewBill = (token: string) =>
  orNull('viewbill', request<BillResponse>({ base: 'api', path: commercePaths.viewBill, body: { json: { token } }, timeoutMs: BILL_TIMEOUT_MS }));

export const remoteCheckout = (token: string, bookingNumber?: string) =>
  orNull(
    'remoteCheckout',
    request<RemoteCheckoutResponse>({
      base: 'api',
      path: commercePaths.remoteCheckout,
      body: { json: { token, bookingNumber } satisfies RemoteCheckoutRequest },
      timeoutMs: CHECKOUT_TIMEOUT_MS,
    }),
  );

export const sendFeedback = (payload: FeedbackRequest) =>
  orNull('feedback', request<FeedbackResponse>({ base: 'api', path: commercePaths.feedback, body: { json: payload } }));

export const loyaltyLogin = (payload: LoyaltyLoginRequest) =>
  request<LoyaltyResponse>({ base: 'api', path: commercePaths.loyaltyLogin, body: { json: payload } });

export const loyaltyRegister = (payload: LoyaltyRegisterRequest) =>
  request<LoyaltyResponse>({ base: 'api', path: commercePaths.loyaltyRegister, body: { json: payload } });

export const loyaltyCard = (token: string) =>
  request<LoyaltyResponse>({ base: 'api', path: commercePaths.loyaltyCard, body: { json: { token } } });
