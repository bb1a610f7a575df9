import type { Dictionary } from '../types';

export const language: Dictionary['language'] = {
  button: 'Язык',
  choose: 'Выберите язык',
};
