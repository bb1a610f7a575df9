import type { PartialDictionary } from '../types';

export const auth: NonNullable<PartialDictionary['auth']> = {
  profile: 'profilo',
  login: 'accedi',
  pleaseLogin: 'accedi',
  toUseFeatures: 'per usare le funzioni',
};
