import type { Dictionary } from '../types';

export const auth: NonNullable<Dictionary['auth']> = {
  profile: '个人资料',
  login: '登录',
  pleaseLogin: '请登录',
  toUseFeatures: '以使用各项功能',
};
