import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'Profil',
  login: 'Anmelden',
  pleaseLogin: 'Bitte melden Sie sich an',
  toUseFeatures: 'um die Funktionen zu nutzen',
};
