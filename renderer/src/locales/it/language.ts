import type { PartialDictionary } from '../types';

export const language: NonNullable<PartialDictionary['language']> = {
  button: 'Lingua',
  choose: 'Scegli la lingua',
};
