import type { PartialDictionary } from '../types';

export const auth: NonNullable<PartialDictionary['auth']> = {
  profile: 'Profilo',
  login: 'Accedi',
  pleaseLogin: 'accedi',
  toUseFeatures: 'per usare le funzioni',
};
