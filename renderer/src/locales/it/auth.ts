import type { Dictionary } from '../types';

export const auth: NonNullable<Dictionary['auth']> = {
  profile: 'Profilo',
  login: 'Accedi',
  pleaseLogin: 'accedi',
  toUseFeatures: 'per usare le funzioni',
};
