import { orders } from './orders';
import { services } from './services';
import { loyalty } from './loyalty';
import { cart } from './cart';

/** English texts of the lazy commerce screens: a chunk of their own, loaded with those screens. */
export const enFeatures = { orders, services, loyalty, cart };
