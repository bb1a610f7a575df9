import { login } from './login';
import { service } from './service';
import { pincode } from './pincode';
import { kiosk } from './kiosk';
import { orders } from './orders';
import { services } from './services';
import { loyalty } from './loyalty';
import { cart } from './cart';
import { mobileKey } from './mobile-key';
import { esign } from './esign';
import { checkin } from './checkin';
import { appQr } from './app-qr';
import { messages } from './messages';

/** English texts of the lazy screens (login, service pages, PIN, keyboard, commerce, keys, signing): one chunk, loaded with them. */
export const enFeatures = { login, service, pincode, kiosk, orders, services, loyalty, cart, mobileKey, esign, checkin, appQr, messages };
