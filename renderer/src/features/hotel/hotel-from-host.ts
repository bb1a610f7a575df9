export { hotelFromHost } from '@common/api';
