export type * from './config';
export type * from './content';
export type * from './auth';
export type * from './info';
export { infoPaths } from './info';
export { pageKey } from './content';
export { hotelFromHost } from './hotel-host';
export * from './paths';
