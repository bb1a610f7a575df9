import type { OrderCreateRequest } from '@common/api';
import { ORDER_RESULT } from '@common/api';
import { ORDER_STATUS } from '@common/spec';
import { ApiError } from '@renderer/lib/api';
import { createOrder } from '@renderer/lib/api/commerce-calls';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useAuthStore, useGuestStore, resolveGuestType } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useOrderLocationStore } from '@renderer/features/overlays';
import { useAreaStore } from '@renderer/features/room';
import { openDialog } from '@renderer/features/shell';
import { lineKey } from './cart-lines';
import { useCartStore } from './cart-store';
import { createOrderText, showOrderError } from './order-dialogs';
import { shopIsLocked } from './parental-lock';
import { orderPayload } from './order-payload';
import type { OrderDraft, PlaceOrderOutcome } from './order-types';
import { fingerprint, newRequestId } from './request-id';

/** Part 2 §6: the order's token is the guest's, else the hotel's base token (from the hotel identity). */
const orderToken = (): string | null => useAuthStore.getState().token ?? useHotelStore.getState().identity?.baseToken ?? null;

/** The attempt's requestId: kept (persisted) until the server answered, so a retry makes one order. */
function requestIdFor(payload: Omit<OrderCreateRequest, 'requestId'>): { id: string; attempt: string } {
  const attempt = fingerprint(payload);
  const cart = useCartStore.getState();
  const known = cart.pendingRequests[attempt];
  if (known) return { id: known, attempt };
  const id = newRequestId();
  cart.patch({ pendingRequests: { ...cart.pendingRequests, [attempt]: id } });
  return { id, attempt };
}

const forget = (attempt: string): void => {
  const { pendingRequests, patch } = useCartStore.getState();
  const rest = { ...pendingRequests };
  delete rest[attempt];
  patch({ pendingRequests: rest });
};

function moveToOrders(draft: OrderDraft, orderId: string): void {
  const cart = useCartStore.getState();
  if (!draft.keepCart) for (const line of draft.lines) cart.reduce(lineKey(line), line.amount);
  const serviceId = draft.type === 'service' ? draft.lines[0]?.serviceId : undefined;
  const order = {
    id: orderId,
    type: draft.type,
    shopId: draft.shopId,
    ...(serviceId !== undefined ? { serviceId } : {}),
    status: ORDER_STATUS.placed,
    deliveryTime: draft.deliveryTime,
    data: draft.lines,
  };
  useCartStore.getState().patch({ orders: [...useCartStore.getState().orders.filter((o) => o.id !== orderId), order] });
}

/** Part 2 §4, §7: `POST /orderCreate`; result 0 moves the products out of the cart into an order with status '0'. */
export async function placeOrder(draft: OrderDraft): Promise<PlaceOrderOutcome> {
  if (shopIsLocked(draft.shopId)) {
    openDialog({ kind: 'error', title: translate('pincode.parentalLock'), text: translate('cart.parentalLocked') });
    return { ok: false, result: ORDER_RESULT.incorrectData };
  }
  const token = orderToken();
  if (!token) {
    showOrderError(createOrderText(ORDER_RESULT.incorrectToken));
    return { ok: false, result: ORDER_RESULT.incorrectToken };
  }
  const structure = useContentStore.getState().structure;
  const config = useHotelStore.getState().config;
  const guest = useGuestStore.getState().guest;
  const payload = orderPayload(draft, {
    token,
    authType: resolveGuestType(config?.guestTypes ?? [], guest.guestType),
    fee: structure?.cart,
    currency: structure?.config.currency,
    tvId: useAreaStore.getState().TVID,
    location: useOrderLocationStore.getState().location,
  });
  const { id, attempt } = requestIdFor(payload);
  let result: number;
  let message: string | undefined;
  try {
    const answer = await createOrder({ ...payload, requestId: id });
    if (answer.result === ORDER_RESULT.ok && answer.orderId) {
      forget(attempt);
      moveToOrders(draft, answer.orderId);
      return { ok: true, orderId: answer.orderId };
    }
    ({ result, message } = answer);
  } catch (error) {
    if (!(error instanceof ApiError) || error.result === undefined) {
      // No answer: the server may have made the order, so the requestId stays for the retry.
      log('warn', 'order create got no answer', error);
      showOrderError(createOrderText(ORDER_RESULT.batchFailure));
      return { ok: false, result: ORDER_RESULT.batchFailure };
    }
    result = error.result;
    message = (error.body as { message?: string } | undefined)?.message;
  }
  forget(attempt);
  showOrderError(createOrderText(result, message));
  return { ok: false, result };
}
