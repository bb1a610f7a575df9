import type { Dictionary } from '../types';

export const language: Dictionary['language'] = {
  button: 'Langue',
  choose: 'Choisir la langue',
};
