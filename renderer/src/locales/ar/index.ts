import type { Dictionary } from '../types';
import { shell } from './shell';
import { language } from './language';
import { content } from './content';
import { auth } from './auth';
import { room } from './room';

export const ar: Dictionary = { shell, language, content, auth, room };
