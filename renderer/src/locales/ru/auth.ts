import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'профиль',
  login: 'вход',
  pleaseLogin: 'пожалуйста, войдите',
  toUseFeatures: 'чтобы пользоваться функциями',
};
