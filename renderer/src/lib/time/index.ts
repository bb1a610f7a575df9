export { hotelNow, hotelWallClock } from './hotel-time';
