import { shell } from './shell';
import { language } from './language';
import { content } from './content';
import { auth } from './auth';
import { room } from './room';
import { info } from './info';
import { marketing } from './marketing';
import { push } from './push';

/** The English texts the first screen may need: they ship in the entry. */
export const enCore = { shell, language, content, auth, room, info, marketing, push };
