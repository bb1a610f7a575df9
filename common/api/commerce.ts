import type { OrderStatus } from '../spec/codes';
import type { PaymentMethodType } from './config';

/*
 * Part 2 §3 and §7: orders, payment, slots, bill, feedback and loyalty. Every call is `POST {api}{path}` with a
 * JSON body unless its comment says otherwise; every answer carries `result` (0 = success). Fields the spec does
 * not name (requestId, totalMinor, loyalty) are the demo backend's contract, documented in docs/backend-contract.md.
 */

export type OrderType = 'shop' | 'service';

interface OrderItemTopping {
  id: number;
  amount: number;
  price: number;
}

export interface OrderItem {
  id: number;
  amount: number;
  /** Unit price in major units, taken from the product's cost. */
  price: number;
  toppings: OrderItemTopping[];
}

/** `POST {api}/orderCreate` (part 2 §3). */
export interface OrderCreateRequest {
  /** The guest's token, or the hotel's base token when nobody is logged in. */
  token: string;
  type: OrderType;
  shopId: number;
  fee: number;
  feeType: 'percent' | 'fixed';
  /** 'YYYY-MM-DD HH:mm:ss', or '' for as soon as possible. */
  deliveryTime: string;
  numOfPerson: string;
  tvId: string;
  authType: string;
  location?: string;
  comment?: string;
  data: OrderItem[];
  /** Only when the order has a total. */
  paymentMethod?: PaymentMethodType;
  /** Chosen by the client once per order attempt and reused on retry: the server makes one order per id. */
  requestId: string;
  /** The total the guest saw, in minor units; the server recomputes it and refuses a mismatch (result 1). */
  totalMinor: number;
}

export interface OrderCreateResponse {
  result: number;
  orderId?: string;
  /** Set with a refusal the guest must read, e.g. 'nopost_error'. */
  message?: string;
}

interface OrderPayment {
  status: 'none' | 'pending' | 'paid' | 'failed';
  method?: PaymentMethodType;
}

/** Part 2 §3 order, as `orderList` returns it. */
export interface Order {
  id: string;
  token?: string;
  shopId: number;
  serviceId?: number;
  type: OrderType;
  status: OrderStatus;
  deliveryTime: string;
  createdAt: string;
  tvId: string;
  numOfPerson: string;
  comment?: string;
  data: (OrderItem & { title: string; tvId?: string })[];
  fee: number;
  feeType: 'percent' | 'fixed';
  totalMinor: number;
  paymentMethod?: PaymentMethodType;
  payment: OrderPayment;
  result?: number;
}

export interface OrderListRequest {
  token: string;
}

/** result 3: the token is no longer valid, and the app logs out. */
/** `POST {api}/orderList`: the newest `limit` orders (50 by default, at most 100), older than `before` when given. */
export interface OrderListRequest {
  token: string;
  limit?: number;
  before?: string;
}

export interface OrderListResponse {
  result: number;
  data?: Order[];
  /** Present when older orders remain: send it as `before` for the next page. */
  next?: string;
}

export interface OrderCancelRequest {
  token: string;
  orderId: string;
}

export interface OrderCancelResponse {
  result: number;
  data?: Order;
}

/** `POST {pay}/payment`: create a payment for placed orders (source 'web'), or (ours) for the bill's balance. */
export interface PaymentCreateRequest {
  token: string;
  source: 'web';
  /** The orders to pay; left out when `folio` is set. */
  orders?: { id: string; type: OrderType }[];
  /** Ours: pay what is left on the guest's bill (its balance) instead of orders. */
  folio?: true;
  /** Where the hosted page sends the guest back: the app's /information/result-payment. */
  returnUrl: string;
}

export interface PaymentCreateResponse {
  result: number;
  data?: { data: { paymentId: string; link: string; qrLink?: string } };
  message?: string;
}

/** `GET {pay}/stayCloudPay/payment/{paymentId}?token=`. */
export interface PaymentStatusResponse {
  result: number;
  data?: { data: { paymentId: string; status: 'pending' | 'paid' | 'failed'; orders: string[] } };
}

/** `POST {api}/api/slot/list`. */
export interface SlotListRequest {
  token: string;
  serviceId: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export interface Slot {
  intervalCode: string;
  start: string;
  end: string;
  free: number;
  takenByMe?: boolean;
}

export interface SlotListResponse {
  result: number;
  data?: Slot[];
  message?: string;
}

export interface SlotTakeRequest {
  token: string;
  intervalCode: string;
  serviceId: number;
}

export interface SlotTakeResponse {
  result: number;
  message?: string;
}

/** Ours: `POST {api}/api/slot/cancel`, the guest gives back a booking that has not begun. */
export type SlotCancelRequest = SlotTakeRequest;
export type SlotCancelResponse = SlotTakeResponse;

/** Ours: `POST {api}/api/slot/mine` {token}: the guest's bookings from today on, soonest first. */
export interface SlotBooking {
  serviceId: number;
  intervalCode: string;
  /** 'YYYY-MM-DD' and 'HH:MM', the hotel's local time. */
  date: string;
  start: string;
  end: string;
}

export interface SlotMineResponse {
  result: number;
  data?: SlotBooking[];
  message?: string;
}

/** `POST {api}/viewbill` (30 s); the client reads null on any failure. */
export interface BillLine {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The hotel's own wording, shown when the app has no words for `code`. */
  title: string;
  amountMinor: number;
  /** Ours: what the line is, for the app to word in the guest's language (room-night, minibar, order...). */
  code?: string;
  params?: Record<string, string | number>;
}

export interface Bill {
  room: string;
  guestName: string;
  lines: BillLine[];
  totalMinor: number;
  paidMinor: number;
  balanceMinor: number;
  checkedOut: boolean;
}

export interface BillResponse {
  result: number;
  data?: Bill;
}

/**
 * `POST {api}/remoteCheckout` (30 s); null on failure. From a room device the guest proves it is them with their
 * booking number (the tablet shows their name, never their booking).
 */
export interface RemoteCheckoutRequest {
  token: string;
  bookingNumber?: string;
}

export interface RemoteCheckoutResponse {
  result: number;
  message?: string;
}

/** `POST {api}/feedback`; null on failure. */
export interface FeedbackRequest {
  token?: string;
  rating: number;
  text: string;
}

export interface FeedbackResponse {
  result: number;
}

/** The demo's loyalty programme: points per guest e-mail; one point per whole unit spent. */
export interface LoyaltyAccount {
  cardNumber: string;
  name: string;
  email: string;
  points: number;
  level: string;
  nextLevel?: string;
  pointsToNextLevel?: number;
}

export interface LoyaltyLoginRequest {
  token: string;
  email: string;
  cardNumber: string;
}

export interface LoyaltyRegisterRequest {
  token: string;
  name: string;
  email: string;
}

export interface LoyaltyResponse {
  result: number;
  data?: LoyaltyAccount;
  message?: string;
}

export const commercePaths = {
  orderCreate: '/orderCreate',
  orderList: '/orderList',
  orderCancel: '/orderCancel',
  slotList: '/api/slot/list',
  slotTake: '/api/slot/take',
  slotCancel: '/api/slot/cancel',
  slotMine: '/api/slot/mine',
  viewBill: '/viewbill',
  remoteCheckout: '/remoteCheckout',
  feedback: '/feedback',
  loyaltyLogin: '/loyalty/login',
  loyaltyRegister: '/loyalty/register',
  loyaltyCard: '/loyalty/card',
} as const;

/** Under HOST_PREFIX.pay: the simulated online payment provider. */
export const payPaths = {
  create: '/payment',
  hostedPage: '/stayCloudPay',
  status: (paymentId: string) => `/stayCloudPay/payment/${encodeURIComponent(paymentId)}`,
} as const;

/** Result codes the demo uses beyond createOrder_{1,2,3,9}: a refused payment method and a batch failure. */
export const ORDER_RESULT = { ok: 0, incorrectData: 1, incorrectToken: 2, other: 3, refusedMethod: 5, unknown: 9, batchFailure: 1001 } as const;

/** `message` keys the demo backend answers with a refusal; the app translates them (docs/backend-contract.md). */
export const COMMERCE_MESSAGE = {
  nopost: 'nopost_error',
  loyaltyInsufficient: 'loyalty_insufficient',
  loyaltyEmailTaken: 'loyalty_email_taken',
  loyaltyNotFound: 'loyalty_not_found',
  loyaltyNoCard: 'loyalty_no_card',
  checkoutBookingNeeded: 'checkout_booking_needed',
  checkoutBookingWrong: 'checkout_booking_wrong',
  checkoutAtReception: 'checkout_at_reception',
} as const;

/** Slot take refusals (result 4): shown to the guest as they are, in an error alert. */
export const SLOT_TAKE_TEXT = {
  full: 'This time is fully booked',
  past: 'This time has already passed',
  mine: 'You have already booked this time',
  notYours: 'You have no booking at this time',
} as const;
