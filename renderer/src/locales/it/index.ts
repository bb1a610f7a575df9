import type { PartialDictionary } from '../types';
import { shell } from './shell';
import { language } from './language';
import { content } from './content';
import { auth } from './auth';
import { room } from './room';
import { login } from './login';
import { service } from './service';
import { pincode } from './pincode';
import { cart } from './cart';
import { info } from './info';
import { kiosk } from './kiosk';
import { orders } from './orders';
import { services } from './services';
import { loyalty } from './loyalty';
import { messages } from './messages';
import { marketing } from './marketing';

/** Every namespace but the shell's (whose missing texts show in English, see lib/i18n) is complete. */
export const it: PartialDictionary = { shell, language, content, auth, room, login, service, pincode, info, kiosk, cart, orders, services, loyalty, messages, marketing };
