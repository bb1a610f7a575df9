import type { Dictionary } from '../types';

export const language: Dictionary['language'] = {
  button: 'Sprache',
  choose: 'Sprache wählen',
};
