export { hotelFromHost } from './hotel-from-host';
export { useHotelStore } from './store';
