import type { Dictionary } from '../types';

export const auth: NonNullable<Dictionary['auth']> = {
  profile: 'Perfil',
  login: 'Iniciar sesión',
  pleaseLogin: 'inicie sesión',
  toUseFeatures: 'para usar las funciones',
};
