import { TEXT } from '@common/spec';

export const auth = {
  profile: 'profile',
  login: 'login',
  pleaseLogin: TEXT.pleaseLogin,
  toUseFeatures: TEXT.toUseFeatures,
};
