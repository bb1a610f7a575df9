import type { PartialDictionary } from '../types';

export const auth: NonNullable<PartialDictionary['auth']> = {
  profile: '个人资料',
  login: '登录',
  pleaseLogin: '请登录',
  toUseFeatures: '以使用各项功能',
};
