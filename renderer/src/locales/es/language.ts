import type { Dictionary } from '../types';

export const language: NonNullable<Dictionary['language']> = {
  button: 'Idioma',
  choose: 'Elegir idioma',
};
