import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'Profil',
  login: 'Connexion',
  pleaseLogin: 'veuillez vous connecter',
  toUseFeatures: 'pour utiliser les fonctions',
};
