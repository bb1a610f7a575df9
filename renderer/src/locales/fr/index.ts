import type { Dictionary } from '../types';
import { shell } from './shell';
import { language } from './language';
import { content } from './content';
import { auth } from './auth';
import { room } from './room';
import { info } from './info';
import { login } from './login';
import { service } from './service';
import { pincode } from './pincode';
import { kiosk } from './kiosk';
import { orders } from './orders';
import { services } from './services';
import { loyalty } from './loyalty';
import { cart } from './cart';
import { screens } from './screens';

export const fr: Dictionary = { shell, language, content, auth, room, login, service, pincode, info, kiosk, cart, orders, services, loyalty, screens };
