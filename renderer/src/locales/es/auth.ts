import type { Dictionary } from '../types';

export const auth: NonNullable<Dictionary['auth']> = {
  profile: 'perfil',
  login: 'iniciar sesión',
  pleaseLogin: 'inicie sesión',
  toUseFeatures: 'para usar las funciones',
};
