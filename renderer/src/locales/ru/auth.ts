import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'Профиль',
  login: 'Вход',
  pleaseLogin: 'пожалуйста, войдите',
  toUseFeatures: 'чтобы пользоваться функциями',
};
