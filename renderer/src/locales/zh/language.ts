import type { Dictionary } from '../types';

export const language: NonNullable<Dictionary['language']> = {
  button: '语言',
  choose: '选择语言',
};
