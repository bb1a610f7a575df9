import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'profil',
  login: 'connexion',
  pleaseLogin: 'veuillez vous connecter',
  toUseFeatures: 'pour utiliser les fonctions',
};
