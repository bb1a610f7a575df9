import dayjs from 'dayjs';
import { hotelNow } from '@renderer/lib/time';
import { useState } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import type { GuestType } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { openDialog } from '@renderer/features/shell';
import { CartLineCard } from './cart-line-card';
import { CartSummary } from './cart-summary';
import { GuestTypeToggle, PaymentMethods, PersonsCounter } from './checkout-options';
import { isValidDeliveryTime } from './delivery-time';
import { useDeliveryStore } from './delivery-store';
import { orderSentHref } from './navigate-replace';
import { payOrders } from './pay-orders';
import { availableMethods, showsGuestTypeToggle, showsPaymentMethods, showsTimePicker } from './payment-rules';
import { submitCart } from './submit-cart';
import { DeliveryTimeField } from './time/delivery-time-field';
import { useNearestTime } from './time/use-nearest-time';
import { useCartScreen } from './use-cart-screen';
import './cart.css';

/** `/cart` (and `/cart-new`): the cart, or one shop's order with `?shopId` (part 2 §2). */
export function CartRoute() {
  const t = useT();
  const navigate = useNavigate();
  const screen = useCartScreen();
  const { view, basicMode } = screen;
  const [persons, setPersons] = useState(1);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const timeShown = showsTimePicker(basicMode, view.selectable);
  useNearestTime(view.hours, timeShown);
  const visibility = { basicMode, newOrder: true };
  const methodsShown = showsPaymentMethods(visibility, view.totalMinor) && screen.methods.length > 0;

  const changeGuestType = (guestType: GuestType) => {
    const config = useHotelStore.getState().config;
    const first = config ? availableMethods(config, guestType)[0]?.type : undefined;
    useGuestStore.getState().setGuest({ guestType, paymentMethod: first });
  };

  const error = (text: string) => openDialog({ kind: 'error', title: t('shell.error'), text });

  const order = async () => {
    if (view.hours.kind === 'error') return error(t('cart.noCommonHours'));
    const deliveryTime = timeShown ? useDeliveryStore.getState().deliveryTime : '';
    if (deliveryTime && !isValidDeliveryTime(dayjs(deliveryTime), hotelNow(), view.hours)) {
      return error(t('cart.product_is_unavailable_for_selected_time'));
    }
    const paymentMethod = methodsShown ? screen.method?.type : undefined;
    setBusy(true);
    const { placed, complete } = await submitCart({
      groups: view.groups,
      deliveryTime,
      ...(view.showCounter ? { numOfPerson: persons } : {}),
      comment,
      ...(paymentMethod ? { paymentMethod } : {}),
    });
    setBusy(false);
    if (!complete) return;
    // The time was this order's: the next one starts as soon as possible again.
    useDeliveryStore.getState().reset();
    setComment('');
    if (paymentMethod === 'payOnline') return payOrders(placed);
    void navigate(orderSentHref(placed.every((p) => p.type === 'service') ? 'service' : 'shop'), { replace: true });
  };

  if (view.lines.length === 0) {
    return (
      <section className="page cart-page">
        <p className="empty-state" role="status">
          {t('cart.empty')}
        </p>
      </section>
    );
  }

  return (
    <section className="page cart-page">
      <ul className="cart-lines">
        {view.lines.map((line) => (
          <CartLineCard key={line.key} line={line} currency={screen.currency} hideZeroPrices={screen.hideZeroPrices} />
        ))}
      </ul>
      <CartSummary view={view} currency={screen.currency} feeText={screen.feeText} hideZeroPrices={screen.hideZeroPrices} />
      {view.showCounter ? <PersonsCounter value={persons} onChange={setPersons} /> : null}
      {timeShown ? <DeliveryTimeField hours={view.hours} /> : null}
      <label className="cart-section cart-comment">
        <span>{t('cart.comment')}</span>
        <textarea value={comment} maxLength={1000} rows={2} onChange={(event) => setComment(event.target.value)} />
      </label>
      {showsGuestTypeToggle(visibility, screen.guestTypes) ? (
        <GuestTypeToggle types={screen.guestTypes} value={screen.guestType} onChange={changeGuestType} />
      ) : null}
      {methodsShown ? (
        <PaymentMethods methods={screen.methods} value={screen.method?.type} onChange={(type) => useGuestStore.getState().setGuest({ paymentMethod: type })} />
      ) : null}
      {/* Basic mode takes no time, guest type or payment: the wishlist goes to the staff as it is. */}
      {basicMode ? <p className="notice">{t('cart.wishlistNote')}</p> : null}
      <button type="button" className="primary-button cart-order" disabled={busy} onClick={() => void order()}>
        {basicMode ? t('cart.sendWishlist') : t('cart.order')}
      </button>
    </section>
  );
}
