import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useCallback, useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { hotelNow } from '@renderer/lib/time';
import { LazySwipeModal, openPopup, usePopupStore } from '@renderer/features/overlays';
import { useDeviceStore } from '@renderer/features/room';
import { FORMAT_DAY } from '../delivery-time';
import { useDeliveryStore } from '../delivery-store';
import { ceilToStep, type PickerContext } from '../timepicker-slots';
import type { Hours } from '../working-hours';
import { chooseDeliveryTime } from './choose-delivery-time';
import { TimeWheels } from './time-wheels';

/** The delivery time line and its picker: a sheet of wheels on the phone, the popup's timepicker on a tablet. */
export function DeliveryTimeField({ hours }: { hours: Hours }) {
  const t = useT();
  const deliveryTime = useDeliveryStore((state) => state.deliveryTime);
  const tablet = useDeviceStore((state) => state.mode !== 'phone');
  const [open, setOpen] = useState(false);
  const closeSheet = useCallback(() => setOpen(false), []);
  const shown = deliveryTime ? dayjs(deliveryTime) : null;

  const choose = (slot: Dayjs, close: () => void) => {
    if (chooseDeliveryTime(slot, hours)) close();
  };

  const start = () => {
    const ctx: PickerContext = { now: hotelNow(), hours };
    const initial = ceilToStep(shown && shown.isValid() ? shown : ctx.now);
    if (!tablet) return setOpen(true);
    const close = () => usePopupStore.getState().close();
    openPopup({ type: 'timepicker', title: t('cart.chooseTime'), body: <TimeWheels ctx={ctx} initial={initial} onDone={(slot) => choose(slot, close)} /> });
  };

  return (
    <section className="cart-section delivery-time" aria-label={t('cart.deliveryTime')}>
      <span>{t('cart.deliveryTime')}</span>
      <button type="button" className="link-button" data-testid="delivery-time" onClick={start}>
        {shown && shown.isValid() ? `${shown.format(FORMAT_DAY)} ${shown.format('HH:mm')}` : t('cart.asap')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazySwipeModal title={t('cart.chooseTime')} onClose={closeSheet}>
            <TimeWheels
              ctx={{ now: hotelNow(), hours }}
              initial={ceilToStep(shown && shown.isValid() ? shown : hotelNow())}
              onDone={(slot) => choose(slot, closeSheet)}
            />
          </LazySwipeModal>
        </Suspense>
      ) : null}
    </section>
  );
}
