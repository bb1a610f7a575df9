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
import { mobileKey } from './mobile-key';
import { esign } from './esign';
import { checkin } from './checkin';
import { appQr } from './app-qr';
import { messages } from './messages';
import { marketing } from './marketing';

/** Namespaces added after this dictionary was written show in English until translated (see lib/i18n). */
export const it: PartialDictionary = { shell, language, content, auth, room, login, service, pincode, cart, mobileKey, esign, checkin, appQr, messages, marketing };
