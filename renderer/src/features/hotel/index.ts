import { withFeatureTexts } from '@renderer/lib/i18n';

export { hotelFromHost } from './hotel-from-host';
export { useHotelStore } from './store';

export const loadHotelsListRoute = withFeatureTexts(() =>
  import('./hotels-list/hotels-list-route').then((m) => ({ Component: m.HotelsListRoute })),
);
