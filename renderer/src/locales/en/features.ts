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
import { screens } from './screens';
import { messages } from './messages';
import { phone } from './phone';
import { assistant } from './assistant';
import { roomControl } from './room-control';
import { tvRemote } from './tv-remote';
import { tv } from './tv';
import { radio } from './radio';

/** English texts of the lazy screens (login, service pages, PIN, keyboard, commerce, messages, settings and the other shell screens, phone, assistant, room control, keys, signing, check-in, TV remote, TV mode, radio): one chunk, loaded with them. */
export const enFeatures = { login, service, pincode, kiosk, orders, services, loyalty, cart, screens, messages, phone, assistant, roomControl, mobileKey, esign, checkin, appQr, tvRemote, tv, radio };
