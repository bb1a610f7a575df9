import type { PartialDictionary } from '../types';

export const language: NonNullable<PartialDictionary['language']> = {
  button: 'Idioma',
  choose: 'Elegir idioma',
};
