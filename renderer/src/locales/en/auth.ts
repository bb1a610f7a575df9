import { TEXT } from '@common/spec';

export const auth = {
  profile: 'Profile',
  login: 'Log in',
  pleaseLogin: TEXT.pleaseLogin,
  toUseFeatures: TEXT.toUseFeatures,
};
