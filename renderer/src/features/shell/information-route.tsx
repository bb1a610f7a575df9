import { useParams } from 'react-router-dom';
import { UNKNOWN_HOTEL_TYPE } from '../../app/paths';
import { useT } from '../../lib/i18n';

/** Walking skeleton: the unknown-hotel notice; order and payment results come with their issues. */
export function InformationRoute() {
  const t = useT();
  const { type } = useParams();
  return (
    <section className="page information" data-type={type}>
      <h1>{type === UNKNOWN_HOTEL_TYPE ? t('shell.hotelNotSet') : t('shell.comingSoon')}</h1>
    </section>
  );
}
