import type { PartialDictionary } from '../types';

export const auth: NonNullable<PartialDictionary['auth']> = {
  profile: 'Perfil',
  login: 'Iniciar sesión',
  pleaseLogin: 'inicie sesión',
  toUseFeatures: 'para usar las funciones',
};
