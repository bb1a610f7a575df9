import type { PartialDictionary } from '../types';

export const language: NonNullable<PartialDictionary['language']> = {
  button: '语言',
  choose: '选择语言',
};
