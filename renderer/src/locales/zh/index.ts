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
import { screens } from './screens';
import { messages } from './messages';
import { marketing } from './marketing';
import { push } from './push';

/** Namespaces added after this dictionary was written show in English until translated (see lib/i18n). */
export const zh: PartialDictionary = { shell, language, content, auth, room, login, service, pincode, cart, screens, messages, marketing, push };
