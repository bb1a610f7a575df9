import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { UNKNOWN_HOTEL_TYPE } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { LazyOrderInformation } from '@renderer/features/cart';
import { Loader } from '@renderer/features/shell';

/** The unknown-hotel notice, and the cart's order-is-sent and payment-result screens. */
export function InformationRoute() {
  const t = useT();
  const { type } = useParams();
  if (type === 'order-is-sent' || type === 'result-payment') {
    return (
      <Suspense fallback={<Loader />}>
        <LazyOrderInformation type={type} />
      </Suspense>
    );
  }
  return (
    <section className="page information" data-type={type}>
      <h1>{type === UNKNOWN_HOTEL_TYPE ? t('shell.hotelNotSet') : t('shell.notFound')}</h1>
    </section>
  );
}
