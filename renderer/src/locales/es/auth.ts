import type { PartialDictionary } from '../types';

export const auth: NonNullable<PartialDictionary['auth']> = {
  profile: 'perfil',
  login: 'iniciar sesión',
  pleaseLogin: 'inicie sesión',
  toUseFeatures: 'para usar las funciones',
};
