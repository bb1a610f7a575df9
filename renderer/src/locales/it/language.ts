import type { Dictionary } from '../types';

export const language: NonNullable<Dictionary['language']> = {
  button: 'Lingua',
  choose: 'Scegli la lingua',
};
