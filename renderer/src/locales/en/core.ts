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

/** The English texts the first screen may need: they ship in the entry. */
export const enCore = { shell, language, content, auth, room, login, service, pincode, info, kiosk };
