import { shell } from './shell';
import { language } from './language';
import { content } from './content';
import { auth } from './auth';
import { room } from './room';

/** The English dictionary is the source of keys: other locales must match its shape (see ../types.ts). */
export const en = { shell, language, content, auth, room };
