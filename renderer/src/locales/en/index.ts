import { enCore } from './core';
import { enFeatures } from './features';

/** The English dictionary is the source of keys: other locales must match its shape (see ../types.ts). */
export const en = { ...enCore, ...enFeatures };
