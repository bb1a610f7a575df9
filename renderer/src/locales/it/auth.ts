import type { Dictionary } from '../types';

export const auth: NonNullable<Dictionary['auth']> = {
  profile: 'profilo',
  login: 'accedi',
  pleaseLogin: 'accedi',
  toUseFeatures: 'per usare le funzioni',
};
