import type { Dictionary } from '../types';

export const language: Dictionary['language'] = {
  button: 'اللغة',
  choose: 'اختر اللغة',
};
